import type { GetServerSideProps } from 'next';
import { useTranslation } from '../src/shared/i18n/use-translation';
import { shopperPage } from '../src/application/shopper-page';
import { PersonalArea } from '../src/application/personal-area/personal-area';
import { BRAND_NAME } from '../src/shared/config/public-config';
import type { StorefrontPage } from '../src/shared/page';
import { PageHead } from '../src/shared/ui/page-head';

/**
 * The personal area, served at /my-{brand slug}/ (spec §2 /my-{product}; next.config.ts rewrites the
 * configured slug here). Its content is the shopper's own and loads in the browser.
 */
const PersonalAreaPage: StorefrontPage = () => {
  const { t } = useTranslation('personal');
  const brand = BRAND_NAME.split(' ')[0] ?? BRAND_NAME;
  return (
    <>
      <PageHead title={t('personal.title', { brand })} noIndex />
      <PersonalArea brand={brand} />
    </>
  );
};

export const getServerSideProps: GetServerSideProps = (ctx) =>
  shopperPage(ctx, { namespaces: ['personal', 'product', 'catalogue'], load: async () => ({ props: {} }) });

export default PersonalAreaPage;
