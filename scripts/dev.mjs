// Development: rebuilds the client on change and restarts the server on change. The client is built
// as for production, so dist/ never holds a development bundle that npm start would serve.
import { spawn } from 'node:child_process';

const run = (cmd, args) =>
  spawn(cmd, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, NODE_ENV: 'development' },
  });
const children = [
  run('npx', ['vite', 'build', '--watch']),
  run('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts']),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
