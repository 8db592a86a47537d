import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium not found at ${CHROMIUM}. Install it (Debian: apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

/**
 * Ports the operating system says are free right now (asked for port 0). The config is read
 * synchronously, hence a short child process; another run or service may hold any fixed port.
 */
function freePorts(count: number): string[] {
  const script = `const net = require('node:net');
const servers = Array.from({ length: ${count} }, () => net.createServer());
Promise.all(servers.map((s) => new Promise((r) => s.listen(0, '127.0.0.1', r)))).then(() => {
  console.log(servers.map((s) => s.address().port).join(' '));
  servers.forEach((s) => s.close());
});`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ');
}

// Set once in the runner; workers inherit it, so fixtures find the same database and ports.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'hoa-e2e-'));
if (!process.env.E2E_PORT || !process.env.E2E_SMTP_PORT || !process.env.E2E_MAIL_API_PORT) {
  [process.env.E2E_PORT, process.env.E2E_SMTP_PORT, process.env.E2E_MAIL_API_PORT] = freePorts(3);
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // Whole journeys with several axe scans take 10-20 s on a quiet 2-core machine; the budget leaves
  // room for a busy one. Timeouts bound a hang; they are not what a test asserts.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /contact\.spec\.ts/ },
    // The contact tests take the one shared mail catcher down and up, so they run after everything
    // else, where no other test (password reset) can be waiting for a mail meanwhile.
    {
      name: 'mail-outage',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /contact\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAIL_API_PORT}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // What `npm start` runs: the compiled server (`npm run test:e2e` builds it first when stale),
      // so the browser tests also check the build and its bundled packages, not only the sources.
      command: 'node dist/server/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: path.join(process.env.E2E_DATA_DIR, 'e2e.sqlite'),
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'admin@example.org',
        ADMIN_PASSWORD: 'Admin-Passw0rd!',
        ADMIN_USERNAME: 'site_admin',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        MAIL_FROM: 'website@example.org',
        CONTACT_TO: 'manager@example.org',
        PUBLIC_URL: baseURL,
        MAIL_RETRY_MS: '1000',
        LOG_LEVEL: 'warn',
        // Every spec signs in from 127.0.0.1; the default 20 a minute would throttle the suite itself.
        AUTH_RATE_LIMIT: '1000',
      },
    },
  ],
});
