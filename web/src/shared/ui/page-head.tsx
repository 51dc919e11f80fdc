import Head from 'next/head';
import { BRAND_NAME } from '../config/public-config';

/** Title (with the brand) and meta description/keywords from the page's data. */
export function PageHead({
  title,
  description,
  keywords,
}: {
  title: string;
  description?: string | null;
  keywords?: string | null;
}): React.JSX.Element {
  const fullTitle = title.includes(BRAND_NAME) ? title : `${title} | ${BRAND_NAME}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
    </Head>
  );
}
