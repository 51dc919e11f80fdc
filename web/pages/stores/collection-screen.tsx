import type { GetServerSideProps } from 'next';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { shopperPage } from '../../src/application/shopper-page';
import { CollectionScreen } from '../../src/features/store/components/collection-screen/collection-screen';
import { StoreCollectionScreenGetDocument } from '../../src/graphql/documents/StoreCollectionScreenGetDocument';
import type { StorefrontPage } from '../../src/shared/page';
import { PageHead } from '../../src/shared/ui/page-head';

/** /stores/collection-screen: the counter's screen of orders ready for collection (basic layout, no go-in-store option). */
const CollectionScreenPage: StorefrontPage = () => {
  const { t } = useTranslation('store');
  return (
    <>
      <PageHead title={t('store.collection.heading')} noIndex />
      <CollectionScreen />
    </>
  );
};
CollectionScreenPage.layout = 'basic';

export const getServerSideProps: GetServerSideProps = (ctx) => {
  // Depends on the device's network and changes all the time: never stored by any cache.
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  return shopperPage(ctx, {
    namespaces: ['store'],
    load: async (client) => {
      await client.query({ query: StoreCollectionScreenGetDocument, errorPolicy: 'all' });
      return { props: {} };
    },
  });
};

export default CollectionScreenPage;
