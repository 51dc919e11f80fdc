import type { ServerResponse } from 'node:http';

/**
 * Answers a request with a text body from getServerSideProps (sitemap.xml, robots.txt): pages
 * rather than API routes so Next's locale routing (the /de-DE prefix, the German domain) decides
 * the storefront. Next renders nothing once the response has ended.
 */
export function sendText(
  res: ServerResponse,
  { status = 200, contentType, cacheControl, body }: { status?: number; contentType: string; cacheControl: string; body: string },
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(body);
}
