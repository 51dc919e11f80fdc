// The Vendure side of `npm run bench -- peer` (bench/peer.mjs), run as a child process:
//   node bench/peer-vendure.mjs populate   – creates the schema in an empty database, imports the
//                                            catalogue bench/peer.mjs exported (initial data, products
//                                            CSV, images), applies the collection filters and builds the
//                                            DefaultSearchPlugin index, then exits
//   node bench/peer-vendure.mjs serve      – serves the shop API until stopped
// Vendure is loaded from the copy bench/peer.mjs installed into bench/.peer/ (never from the repo's
// workspaces). Env: PEER_DIR (that directory), PEER_DB_URL (postgres://user@host:port/db),
// PEER_PORT, PEER_HOST, PEER_IMPORT_DIR (the exported catalogue: initial-data.json, products.csv,
// assets/).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const mode = process.argv[2];
const peerDir = process.env.PEER_DIR;
if (!peerDir || !process.env.PEER_DB_URL || !['populate', 'serve'].includes(mode)) {
  console.error('usage: PEER_DIR=… PEER_DB_URL=… node bench/peer-vendure.mjs populate|serve');
  process.exit(2);
}
process.env.VENDURE_DISABLE_TELEMETRY = 'true';
const require = createRequire(path.join(peerDir, 'package.json'));
const {
  bootstrap,
  ConfigService,
  DefaultLogger,
  DefaultSearchPlugin,
  JobQueueService,
  LogLevel,
  RequestContextService,
  SearchService,
} = require('@vendure/core');
// Vendure's default job queue (not exported from the package root).
const { InMemoryJobQueueStrategy } = require('@vendure/core/dist/job-queue/in-memory-job-queue-strategy');
const { AssetServerPlugin } = require('@vendure/asset-server-plugin');
const { populate } = require('@vendure/core/cli');

const db = new URL(process.env.PEER_DB_URL);
const importDir = process.env.PEER_IMPORT_DIR ?? path.join(peerDir, 'import');
const assetUploadDir = path.join(peerDir, 'assets', db.pathname.slice(1));
mkdirSync(assetUploadDir, { recursive: true });

/** A plain Vendure 3 set-up: Postgres, the standard search plugin, local assets, no caching of answers. */
const config = {
  apiOptions: {
    hostname: process.env.PEER_HOST ?? '127.0.0.1',
    port: Number(process.env.PEER_PORT ?? 5101),
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    adminApiPlayground: false,
    shopApiPlayground: false,
    adminApiDebug: false,
    shopApiDebug: false,
    cors: { origin: [`http://${process.env.PEER_HOST ?? '127.0.0.1'}`], credentials: true },
  },
  authOptions: {
    tokenMethod: ['bearer', 'cookie'],
    // Vendure refuses its default password in production; nobody signs in to this one.
    superadminCredentials: { identifier: 'superadmin', password: randomBytes(18).toString('base64url') },
    cookieOptions: { secret: randomBytes(18).toString('base64url') },
  },
  dbConnectionOptions: {
    type: 'postgres',
    host: db.hostname,
    port: Number(db.port || 5432),
    username: decodeURIComponent(db.username || 'postgres'),
    password: decodeURIComponent(db.password || ''),
    database: db.pathname.slice(1),
    schema: 'public',
    synchronize: mode === 'populate',
    logging: false,
  },
  paymentOptions: { paymentMethodHandlers: [] },
  importExportOptions: { importAssetsDir: path.join(importDir, 'assets') },
  logger: new DefaultLogger({ level: mode === 'populate' ? LogLevel.Info : LogLevel.Warn }),
  plugins: [
    AssetServerPlugin.init({ route: 'assets', assetUploadDir }),
    DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: false }),
  ],
};

/** Waits until every job of `queueName` in the in-memory queue has settled. */
async function settleJobs(app, queueName) {
  const strategy = app.get(ConfigService).jobQueueOptions.jobQueueStrategy;
  const started = Date.now();
  for (;;) {
    const items = (await strategy.findMany()).items.filter((job) => job.queueName === queueName);
    const failed = items.filter((job) => job.state === 'FAILED');
    if (failed.length) throw new Error(`${queueName}: ${failed.length} job(s) failed: ${failed[0].error}`);
    if (items.every((job) => job.isSettled)) break;
    if (Date.now() - started > 15 * 60_000) throw new Error(`${queueName}: jobs still open after 15 minutes`);
    await sleep(100);
  }
  console.log(`[peer-vendure] ${queueName}: jobs settled in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

if (mode === 'populate') {
  const started = Date.now();
  const initialData = require(path.join(importDir, 'initial-data.json'));
  const populateConfig = (activeQueues) => ({
    ...config,
    apiOptions: { ...config.apiOptions, port: Number(process.env.PEER_POPULATE_PORT ?? 5102) },
    jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy(), activeQueues },
  });
  // 1. Initial data, products and collections; then the collections' filters are applied. Only that
  // queue runs: the per-collection search updates it would trigger are superseded by step 2.
  const app = await populate(
    () => bootstrap(populateConfig(['apply-collection-filters'])),
    initialData,
    path.join(importDir, 'products.csv'),
  );
  await app.get(JobQueueService).start();
  await settleJobs(app, 'apply-collection-filters');
  await app.close();
  // 2. A fresh process state (no queued jobs): one full build of the search index.
  const indexer = await bootstrap(populateConfig(['update-search-index']));
  const ctx = await indexer.get(RequestContextService).create({ apiType: 'admin' });
  await indexer.get(SearchService).reindex(ctx);
  await indexer.get(JobQueueService).start();
  await settleJobs(indexer, 'update-search-index');
  console.log(`[peer-vendure] populated in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  await indexer.close();
  process.exit(0);
} else {
  const app = await bootstrap(config);
  console.log(`[peer-vendure] Vendure serving on ${config.apiOptions.hostname}:${config.apiOptions.port} (pid ${process.pid})`);
  const stop = async () => {
    await app.close().catch(() => {});
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
