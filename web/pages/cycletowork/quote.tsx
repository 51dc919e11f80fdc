import type { GetServerSideProps } from 'next';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { Link } from '../../src/shared/ui/link';
import { shopperPage } from '../../src/application/shopper-page';
import { quoteNumberParam } from '../../src/features/finance/cycle-to-work/cycle-to-work.rules';
import { CycleToWorkQuoteDocument } from '../../src/features/finance/cycle-to-work/components/quote-document/cycle-to-work-quote-document';
import { CycleToWorkQuoteForm } from '../../src/application/cycle-to-work/quote-form/cycle-to-work-quote-form';
import { CycleToWorkUnavailable } from '../../src/features/finance/cycle-to-work/components/unavailable/cycle-to-work-unavailable';
import {
  useCycleToWorkOffer,
  useStoredCycleToWorkQuote,
} from '../../src/features/finance/cycle-to-work/hooks/use-cycle-to-work-offer';
import { useCustomer } from '../../src/features/customer/hooks/use-customer';
import { CycleToWorkProvidersGetDocument } from '../../src/graphql/documents/CycleToWorkProvidersGetDocument';
import { CycleToWorkQuoteGetDocument } from '../../src/graphql/documents/CycleToWorkQuoteGetDocument';
import type { StorefrontPage } from '../../src/shared/page';
import { containerStyles } from '../../src/shared/ui/button.styles';
import { PageHead } from '../../src/shared/ui/page-head';

type Props = { number: string | null };

function StoredQuote({ number }: { number: string }): React.JSX.Element {
  const { t } = useTranslation('cycletowork');
  const { quote } = useStoredCycleToWorkQuote(number);
  const customer = useCustomer();
  if (quote) return <CycleToWorkQuoteDocument quote={quote} />;
  return (
    <section aria-labelledby="c2w-missing" data-testid="CycleToWorkQuotePage-missing">
      <h2 id="c2w-missing">{t('cycletowork.page.missingTitle', { number })}</h2>
      <p>{customer ? t('cycletowork.page.missingCustomer') : t('cycletowork.page.missingGuest')}</p>
      <p>
        <Link href="/cycletowork/quote/">{t('cycletowork.account.request')}</Link>
      </p>
    </section>
  );
}

/**
 * /cycletowork/quote/ (simple layout): the Cycle to Work quote for shoppers in GB, an explanation
 * for everyone else; `?number=C2W-…` shows a stored quote to its owner, printable.
 */
const CycleToWorkQuotePage: StorefrontPage<Props> = ({ number }) => {
  const { t } = useTranslation('cycletowork');
  const offer = useCycleToWorkOffer();
  const customer = useCustomer();
  return (
    <div css={[containerStyles, { paddingTop: '1rem', paddingBottom: '2rem', maxWidth: 960 }]}>
      <PageHead title={t('cycletowork.page.title')} description={t('cycletowork.page.description')} noIndex={number !== null} />
      <h1 css={{ fontSize: '1.6rem', margin: '0 0 0.5rem' }}>{t('cycletowork.page.title')}</h1>
      <p id="c2w-intro">{t('cycletowork.page.intro')}</p>
      {number ? (
        <StoredQuote number={number} />
      ) : offer.available ? (
        <CycleToWorkQuoteForm initialEmail={customer?.email ?? null} />
      ) : (
        <CycleToWorkUnavailable />
      )}
    </div>
  );
};

CycleToWorkQuotePage.layout = 'simple';

export const getServerSideProps: GetServerSideProps<Props> = (ctx) => {
  // The answer depends on the shopper's country and, for a stored quote, on who asks.
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  return shopperPage<Props>(ctx, {
    namespaces: ['cycletowork'],
    load: async (client) => {
      const number = quoteNumberParam(ctx.query.number);
      await Promise.all([
        client.query({ query: CycleToWorkProvidersGetDocument, errorPolicy: 'all' }),
        number ? client.query({ query: CycleToWorkQuoteGetDocument, variables: { number }, errorPolicy: 'all' }) : null,
      ]);
      return { props: { number } };
    },
  });
};

export default CycleToWorkQuotePage;
