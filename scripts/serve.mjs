#!/usr/bin/env node
// Serves the built storefront: the gateway (all subgraphs in-process, embedded PGlite unless
// DATABASE_URL is set) on :4000 and the Next web app on :3000. Stops both when either stops.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gatewayPort = process.env.GATEWAY_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const partnerPort = process.env.PARTNER_SANDBOX_PORT ?? '4900';
const lenderPort = process.env.LENDER_SANDBOX_PORT ?? '4910';

for (const built of ['graphql-gateway/dist/main.js', 'web/.next/BUILD_ID']) {
  if (!existsSync(path.join(root, built))) {
    console.error(`Missing ${built}: run \`npm run build\` (or \`npm start\`, which builds first).`);
    process.exit(1);
  }
}

// Production unless said otherwise: no introspection or explorer, no schema hints in errors, the
// optimised web build. `npm run dev` is the developers' mode (with the explorer).
// The web app is the gateway's trusted proxy: it proves it with a secret made for this start, so
// another local process cannot pose as the web and choose its own client address.
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  PROXY_SECRET: process.env.PROXY_SECRET ?? randomBytes(32).toString('hex'),
  NEXT_TELEMETRY_DISABLED: '1',
  APOLLO_TELEMETRY_DISABLED: 'true',
  GATEWAY_PORT: gatewayPort,
  GATEWAY_URL: process.env.GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}/graphql`,
  // The cross-border partner: by default its sandbox, started below with the same shared secret.
  PARTNER_SHARED_SECRET: process.env.PARTNER_SHARED_SECRET ?? randomBytes(32).toString('hex'),
  PARTNER_CHECKOUT_URL: process.env.PARTNER_CHECKOUT_URL ?? `http://localhost:${partnerPort}/checkout`,
  // The finance lender: by default its sandbox, started below with the same shared secret.
  LENDER_SHARED_SECRET: process.env.LENDER_SHARED_SECRET ?? randomBytes(32).toString('hex'),
  LENDER_APPLICATION_URL: process.env.LENDER_APPLICATION_URL ?? `http://localhost:${lenderPort}/apply`,
};

// Migrate and seed in a short-lived process first: the gateway then starts on a ready database and
// does not carry the seeding's memory for the rest of its life.
const prepare = spawnSync(process.execPath, [path.join(root, 'commerce/dist/db/prepare.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (prepare.status !== 0) process.exit(prepare.status ?? 1);

// The gateway first; the web app once the gateway answers, so no shopper meets a half-started shop.
// A small V8 young generation keeps the idle gateway under 250 MB (see bench/).
const gateway = spawn(process.execPath, ['--max-semi-space-size=2', path.join(root, 'graphql-gateway/dist/main.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const children = [gateway];
const healthUrl = `http://127.0.0.1:${gatewayPort}/health`;
for (let attempt = 0; ; attempt++) {
  if (gateway.exitCode !== null) process.exit(gateway.exitCode);
  const ok = await fetch(healthUrl).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (attempt > 600) {
    console.error(`[serve] the gateway did not become healthy at ${healthUrl}`);
    gateway.kill('SIGTERM');
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
children.push(
  spawn(process.execPath, [path.join(root, 'web/server/index.cjs')], {
    cwd: path.join(root, 'web'),
    env: { ...env, WEB_PORT: webPort },
    stdio: 'inherit',
  }),
);
// The partner's sandbox, unless a real partner is configured.
if (!process.env.PARTNER_CHECKOUT_URL) {
  children.push(
    spawn(process.execPath, [path.join(root, 'commerce/dist/sandbox/partner-sandbox-main.js')], {
      cwd: root,
      env: { ...env, PARTNER_SANDBOX_PORT: partnerPort, PARTNER_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/webhooks/partner` },
      stdio: 'inherit',
    }),
  );
}
// The lender's sandbox, unless a real lender is configured.
if (!process.env.LENDER_APPLICATION_URL) {
  children.push(
    spawn(process.execPath, [path.join(root, 'commerce/dist/sandbox/lender-sandbox-main.js')], {
      cwd: root,
      env: { ...env, LENDER_SANDBOX_PORT: lenderPort, LENDER_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/webhooks/lender` },
      stdio: 'inherit',
    }),
  );
}
console.log(
  `[serve] storefront http://localhost:${webPort}/ · gateway http://localhost:${gatewayPort}/graphql · partner sandbox http://localhost:${partnerPort}/ · lender sandbox http://localhost:${lenderPort}/`,
);

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
