import Head from 'next/head';

/**
 * Escapes what could close the script element or start an HTML comment inside JSON, and writes
 * every character above Latin-1 as its JSON escape (`\u2013`): the data is the same to whoever reads
 * it, and the text is one-byte, so a product's en dash does not make the server's whole document
 * two-byte (server/latin1-html.cjs). The server and the browser write the same text, so Next's head
 * manager keeps the server's element on hydration instead of replacing it.
 */
export function serialiseJsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u0100-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Structured data (schema.org JSON-LD) for search engines, rendered into the document head. */
export function JsonLd({ id, data }: { id: string; data: object }): React.JSX.Element {
  return (
    <Head>
      <script key={`ld-${id}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />
    </Head>
  );
}
