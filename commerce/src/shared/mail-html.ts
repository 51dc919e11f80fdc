/** HTML-escapes text for an email body. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The shop's plain email layout: paragraphs, optional pre-rendered blocks (a table of an order's
 * lines), and an optional button link. Text is escaped; `blocks` must already be safe HTML.
 */
export function mailHtml(paragraphs: string[], link?: { href: string; label: string }, blocks: string[] = []): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 20px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">\n${body}\n${blocks.join('\n')}\n${button}\n</body></html>`;
}
