import { createPartnerSandbox } from './partner-sandbox';

/**
 * Runs the cross-border partner's sandbox on its own (`node commerce/dist/sandbox/partner-sandbox-main.js`):
 * PARTNER_SANDBOX_PORT (4900), PARTNER_SANDBOX_HOST (127.0.0.1), PARTNER_SHARED_SECRET (the
 * gateway's), PARTNER_WEBHOOK_URL (the gateway's /webhooks/partner).
 */
const secret =
  process.env.PARTNER_SHARED_SECRET ?? (process.env.NODE_ENV === 'production' ? '' : 'partner-sandbox-secret-for-development');
if (secret.length < 16) {
  console.error('[partner-sandbox] PARTNER_SHARED_SECRET must be set (the same secret as the gateway’s)');
  process.exit(1);
}
const port = Number(process.env.PARTNER_SANDBOX_PORT ?? 4900);
const host = process.env.PARTNER_SANDBOX_HOST ?? '127.0.0.1';
const webhookUrl = process.env.PARTNER_WEBHOOK_URL ?? 'http://127.0.0.1:4000/webhooks/partner';
createPartnerSandbox({ secret, webhookUrl }).listen(port, host, () => {
  console.log(`[partner-sandbox] the partner's sandbox on http://${host}:${port}/checkout (webhook ${webhookUrl})`);
});
