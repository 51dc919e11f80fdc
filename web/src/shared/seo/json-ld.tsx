import Head from 'next/head';

/** Escapes what could close the script element or start an HTML comment inside JSON. */
export function serialiseJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Structured data (schema.org JSON-LD) for search engines, rendered into the document head. */
export function JsonLd({ id, data }: { id: string; data: object }): React.JSX.Element {
  return (
    <Head>
      <script key={`ld-${id}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />
    </Head>
  );
}
