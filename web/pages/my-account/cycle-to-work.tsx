import type { GetServerSideProps } from 'next';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { accountPage } from '../../src/application/account-page';
import { AccountLayout } from '../../src/features/customer/components/account-layout/account-layout';
import { CycleToWorkQuoteList } from '../../src/features/finance/cycle-to-work/components/quote-list/cycle-to-work-quote-list';
import { useCycleToWorkQuotes } from '../../src/features/finance/cycle-to-work/hooks/use-cycle-to-work-quotes';
import { CycleToWorkQuotesGetDocument } from '../../src/graphql/documents/CycleToWorkQuotesGetDocument';
import type { StorefrontPage } from '../../src/shared/page';

/** /my-account/cycle-to-work/: the customer's Cycle to Work quotes (their own only), newest first. */
const CycleToWorkQuotesPage: StorefrontPage = () => {
  const { t } = useTranslation('account');
  const quotes = useCycleToWorkQuotes();
  return (
    <AccountLayout section="cycleToWork" title={t('account.layout.cycleToWork')}>
      <CycleToWorkQuoteList quotes={quotes} />
    </AccountLayout>
  );
};

export const getServerSideProps: GetServerSideProps = (ctx) =>
  accountPage(ctx, async (client) => {
    await client.query({ query: CycleToWorkQuotesGetDocument, errorPolicy: 'all' });
    return { props: {}, namespaces: ['cycletowork'] };
  });

export default CycleToWorkQuotesPage;
