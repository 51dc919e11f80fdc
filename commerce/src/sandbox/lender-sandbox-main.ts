import { createLenderSandbox } from './lender-sandbox';

/**
 * Runs the finance lender's sandbox on its own (`node commerce/dist/sandbox/lender-sandbox-main.js`):
 * LENDER_SANDBOX_PORT (4910), LENDER_SANDBOX_HOST (127.0.0.1), LENDER_SHARED_SECRET (the gateway's),
 * LENDER_WEBHOOK_URL (the gateway's /webhooks/lender).
 */
const secret =
  process.env.LENDER_SHARED_SECRET ?? (process.env.NODE_ENV === 'production' ? '' : 'lender-sandbox-secret-for-development');
if (secret.length < 16) {
  console.error('[lender-sandbox] LENDER_SHARED_SECRET must be set (the same secret as the gateway’s)');
  process.exit(1);
}
const port = Number(process.env.LENDER_SANDBOX_PORT ?? 4910);
const host = process.env.LENDER_SANDBOX_HOST ?? '127.0.0.1';
const webhookUrl = process.env.LENDER_WEBHOOK_URL ?? 'http://127.0.0.1:4000/webhooks/lender';
createLenderSandbox({ secret, webhookUrl }).listen(port, host, () => {
  console.log(`[lender-sandbox] the lender's sandbox on http://${host}:${port}/apply (webhook ${webhookUrl})`);
});
