// Development: rebuilds the client on change and restarts the server on change.
import { spawn } from 'node:child_process';

const run = (cmd, args) =>
  spawn(cmd, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, NODE_ENV: 'development' },
  });
const children = [
  run('npx', ['vite', 'build', '--watch', '--mode', 'development']),
  run('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts']),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
