import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromePath, headlessArgs } from '../scripts/lib/browser.cjs';

// Overridable so that two checkouts on one machine can run their journeys side by side.
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 4400);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3400);
const baseURL = `http://127.0.0.1:${WEB_PORT}`;

/**
 * A fresh embedded database per run: the gateway migrates and seeds an empty DATA_DIR at start,
 * so every run starts from the seed data and never touches a developer's .data folder.
 * Playwright loads this config in the runner and again in each worker; the folder is created only
 * once (the workers inherit the runner's variable), so a worker never wipes the live database.
 */
const dataDir = process.env.CADENCE_E2E_DATA_DIR ?? path.join(os.tmpdir(), `cadence-e2e-${process.pid}`);
if (!process.env.CADENCE_E2E_DATA_DIR) {
  removeFinishedRunsData();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  process.env.CADENCE_E2E_DATA_DIR = dataDir;
}

/** Deletes the databases of earlier runs whose runner process has ended (about 40 MB each). */
function removeFinishedRunsData(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = /^cadence-e2e-(\d+)$/.exec(name)?.[1];
    if (!pid || Number(pid) === process.pid || isRunning(Number(pid))) continue;
    fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The web app proves itself to the gateway as its trusted proxy (as scripts/serve.mjs does). */
const proxySecret = (process.env.E2E_PROXY_SECRET ??= randomBytes(32).toString('hex'));
/** The gateway and the partner sandbox share this secret (as scripts/serve.mjs sets them up). */
const partnerSecret = (process.env.E2E_PARTNER_SECRET ??= randomBytes(32).toString('hex'));
const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? 4401);
/** The gateway and the lender sandbox share this secret. */
const lenderSecret = (process.env.E2E_LENDER_SECRET ??= randomBytes(32).toString('hex'));
const LENDER_PORT = Number(process.env.E2E_LENDER_PORT ?? 4402);

/** The child processes keep PATH, HOME etc.; only the app's own variables are set here. */
const inherited = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);

const browser = chromePath();

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  // Two cores: one browser at a time next to the gateway and the web server.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(__dirname, 'test-results'),
  use: {
    baseURL,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium, its headless shell when installed (scripts/lib/browser.cjs; the whole suite
      // ran in 6.4 min there); Playwright's own browser download is never used on these machines.
      executablePath: browser,
      args: [
        '--no-sandbox',
        ...headlessArgs(browser),
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      // Mobile journeys set their own viewport with test.use.
      use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'node ../graphql-gateway/dist/main.js',
      cwd: __dirname,
      url: `http://127.0.0.1:${GATEWAY_PORT}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...inherited,
        GATEWAY_HOST: '127.0.0.1',
        GATEWAY_PORT: String(GATEWAY_PORT),
        NODE_ENV: 'production',
        PROXY_SECRET: proxySecret,
        DATA_DIR: dataDir,
        // Countries, menus and flags are read fresh from the database on every request.
        REFERENCE_TTL_MS: '0',
        RESPONSE_CACHE_TTL_MS: '0',
        APOLLO_TELEMETRY_DISABLED: 'true',
        // Links in emails (password reset) point at the storefront under test; their tokens stay
        // out of the logs. Emails land in DATA_DIR/mail as .eml files.
        SITE_URL_EN: baseURL,
        SITE_URL_DE: `${baseURL}/de-DE`,
        MAIL_LOG_LINKS: 'false',
        // Every journey registers its own customer from 127.0.0.1 (20 registrations an hour per
        // address in the shop): room for the suite and its retries. The limits themselves are
        // tested in the integration tier.
        AUTH_RATE_LIMIT_MULTIPLIER: '3',
        PARTNER_CHECKOUT_URL: `http://127.0.0.1:${PARTNER_PORT}/checkout`,
        PARTNER_SHARED_SECRET: partnerSecret,
        LENDER_APPLICATION_URL: `http://127.0.0.1:${LENDER_PORT}/apply`,
        LENDER_SHARED_SECRET: lenderSecret,
      },
    },
    {
      // The finance lender's sandbox, reporting its decisions to the gateway's webhook.
      command: 'node ../commerce/dist/sandbox/lender-sandbox-main.js',
      cwd: __dirname,
      url: `http://127.0.0.1:${LENDER_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...inherited,
        NODE_ENV: 'production',
        LENDER_SANDBOX_PORT: String(LENDER_PORT),
        LENDER_SHARED_SECRET: lenderSecret,
        LENDER_WEBHOOK_URL: `http://127.0.0.1:${GATEWAY_PORT}/webhooks/lender`,
      },
    },
    {
      // The cross-border partner's sandbox, confirming orders to the gateway's webhook.
      command: 'node ../commerce/dist/sandbox/partner-sandbox-main.js',
      cwd: __dirname,
      url: `http://127.0.0.1:${PARTNER_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...inherited,
        NODE_ENV: 'production',
        PARTNER_SANDBOX_PORT: String(PARTNER_PORT),
        PARTNER_SHARED_SECRET: partnerSecret,
        PARTNER_WEBHOOK_URL: `http://127.0.0.1:${GATEWAY_PORT}/webhooks/partner`,
      },
    },
    {
      // The production web server: Next behind the page micro-cache, as operations run it.
      command: 'node server/index.cjs',
      cwd: path.join(__dirname, '../web'),
      url: `${baseURL}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...inherited,
        GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}/graphql`,
        WEB_PORT: String(WEB_PORT),
        WEB_HOST: '127.0.0.1',
        NODE_ENV: 'production',
        PROXY_SECRET: proxySecret,
        // As behind the shop's load balancer: a journey can come from a store network (the
        // collection screen) by its X-Forwarded-For.
        TRUST_PROXY: 'true',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  ],
});
