import { defineConfig, devices } from '@playwright/test';
import { withoutUnseenPopups } from './e2e/support/chromium-args';

// Browser tests drive Debian's Chromium against the production build on a fresh database
// (scripts/e2e-server.sh wipes the data dir, then the server migrates and seeds it).
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// The Stripe stories need a store set up for Stripe, against the fake Stripe on the port after
// it (scripts/e2e-stripe-server.sh), so they get a server of their own.
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 1);
const STRIPE_BASE_URL = `http://127.0.0.1:${STRIPE_PORT}`;
const STRIPE_SPEC = 'stripe.spec.ts';
// Stories that read or change what the whole store shows (today's net sales, the menus) run on
// their own once the rest are done, so no order another story places moves the figure they
// check and no subcategory they publish shows up in a menu another story reads.
const STORE_WIDE_SPECS = ['admin-reports.spec.ts', 'admin-money-reports.spec.ts', 'admin-categories.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  // One output folder per port, so parallel runs on one machine keep their own artifacts.
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // A step that waits on the server (a parcel shipped, an order paid) can take over 10 s on a
  // loaded two-core machine running two browsers; a passing check waits no longer for it.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // A trace records every action's page and a screencast, which costs each test about a sixth
    // of its time: CI keeps no files, so it records none, nor does a local run with E2E_TRACE=off.
    trace: process.env.CI || process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...withoutUnseenPopups(),
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [STRIPE_SPEC, ...STORE_WIDE_SPECS], use: { ...devices['Desktop Chrome'] } },
    {
      name: 'store-wide',
      testMatch: STORE_WIDE_SPECS,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'] },
    },
    { name: 'stripe', testMatch: STRIPE_SPEC, use: { ...devices['Desktop Chrome'], baseURL: STRIPE_BASE_URL } },
  ],
  webServer: [
    {
      command: `bash scripts/e2e-server.sh ${PORT}`,
      env: { CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client' },
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      // A signal the script's EXIT trap runs on, so the store stops and its data dir is removed
      // (Playwright's default, SIGKILL, left a data dir in /tmp after every run).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `bash scripts/e2e-stripe-server.sh ${STRIPE_PORT} ${STRIPE_PORT + 1}`,
      env: { CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client' },
      url: `${STRIPE_BASE_URL}/healthz`,
      reuseExistingServer: false,
      // A signal the script can catch, so it stops the fake and the store and removes its data dir.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
