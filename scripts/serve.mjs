#!/usr/bin/env node
// Serves the built storefront: the gateway (all subgraphs in-process, embedded PGlite unless
// DATABASE_URL is set) on :4000 and the Next web app on :3000. Stops both when either stops.
// `npm run cluster` serves the same shop as replicas behind a balancer (scripts/cluster.mjs).
import path from 'node:path';
import {
  assertBuilt,
  GATEWAY_MAIN,
  GATEWAY_NODE_ARGS,
  gatewayEnv,
  prepareDatabase,
  ROOT,
  shopEnv,
  startNode,
  startSandboxes,
  waitForOk,
  WEB_SERVER,
} from './lib/shop.mjs';

const gatewayPort = process.env.GATEWAY_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const partnerPort = process.env.PARTNER_SANDBOX_PORT ?? '4900';
const lenderPort = process.env.LENDER_SANDBOX_PORT ?? '4910';

assertBuilt();
const env = {
  ...shopEnv({ gatewayUrl: `http://127.0.0.1:${gatewayPort}/graphql`, partnerPort, lenderPort }),
  GATEWAY_PORT: gatewayPort,
};
try {
  prepareDatabase(env);
} catch {
  process.exit(1);
}

// The gateway first; the web app once the gateway answers, so no shopper meets a half-started shop.
const gateway = startNode({
  name: 'gateway',
  script: GATEWAY_MAIN,
  nodeArgs: GATEWAY_NODE_ARGS,
  env: gatewayEnv(env),
});
const children = [gateway];
try {
  await waitForOk(`http://127.0.0.1:${gatewayPort}/health`, { child: gateway });
} catch (error) {
  console.error(`[serve] ${error.message}`);
  if (gateway.exitCode === null) gateway.kill('SIGTERM');
  process.exit(gateway.exitCode ?? 1);
}
children.push(startNode({ name: 'web', script: WEB_SERVER, cwd: path.join(ROOT, 'web'), env: { ...env, WEB_PORT: webPort } }));
children.push(...startSandboxes({ env, gatewayOrigin: `http://127.0.0.1:${gatewayPort}`, partnerPort, lenderPort }));
console.log(
  `[serve] storefront http://localhost:${webPort}/ · gateway http://localhost:${gatewayPort}/graphql · partner sandbox http://localhost:${partnerPort}/ · lender sandbox http://localhost:${lenderPort}/`,
);

// SIGTERM/SIGINT pass on to every process, which drains its requests (SHUTDOWN_GRACE_MS) and exits.
// A second signal passes on too: the processes exit at once.
let stopping = false;
const stop = (code) => {
  if (stopping) {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    return;
  }
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((child) => child.exited)).then(() => process.exit(code));
};
for (const child of children) child.on('exit', (code) => !stopping && stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
