import { byStore, type StoreCode } from '@cadence/server-kit/storefronts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../shared/mail-html';

/**
 * What the outside services' sandboxes (the cross-border partner, the lender) share: their page
 * shell, labelled as a sandbox, with a strict content security policy; reading a posted form with
 * a size limit. Money is written with the shop's `formatMoney`, as the shop writes it.
 */

/** The page's `lang` in each storefront (any other locale is the default storefront's). */
const HTML_LANG: Record<StoreCode, string> = { 'en-GB': 'en', 'de-DE': 'de' };

/** A sandbox page: the badge first, then `body`; forms may post to the sandbox and to `returnOrigin`. */
export function sandboxPage(
  res: ServerResponse,
  status: number,
  page: { locale: string; title: string; badge: string; body: string; returnOrigin?: string },
): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The form posts here and is then redirected back to the shop: both are allowed form targets.
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${page.returnOrigin ? ` ${page.returnOrigin}` : ''}; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
  });
  res.end(`<!doctype html><html lang="${byStore(page.locale, HTML_LANG)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.title)} — ${escapeHtml(page.badge)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;color:#1b1b1b}.badge{background:#ffe08a;padding:.5rem .75rem;border-radius:6px;font-weight:700}
table{width:100%;border-collapse:collapse}td,th{padding:.4rem 0;border-bottom:1px solid #ddd;text-align:left}td.n,th.n{text-align:right}label{display:block;margin:.6rem 0 .2rem;font-weight:600}
input,select{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}button{margin-top:1rem;padding:.8rem 1.2rem;font-size:1rem;background:#0b3d91;color:#fff;border:0;border-radius:6px}</style></head>
<body><p class="badge" role="note">${escapeHtml(page.badge)}</p>${page.body}</body></html>`);
}

/** A posted form (urlencoded), refused past 32 kB. */
export function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 32_768) {
        reject(new Error('form too large'));
        req.destroy();
      }
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

/** Answers the sandbox's health check; true when the request was one. */
export function answerHealth(url: URL, res: ServerResponse): boolean {
  if (url.pathname !== '/health') return false;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"status":"ok"}');
  return true;
}
