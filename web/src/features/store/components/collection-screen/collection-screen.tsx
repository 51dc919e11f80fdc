import { useQuery } from '../../../../shared/apollo/query-hooks';
import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { StoreCollectionScreenGetDocument } from '../../../../graphql/documents/StoreCollectionScreenGetDocument';
import { formatDate } from '../../../../shared/format/format.rules';
import { containerStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';

/** How often the screen asks for new orders (it hangs at the counter and is never reloaded). */
export const COLLECTION_REFRESH_MS = 10_000;

const styles = css`
  padding-block: 1.5rem 3rem;
  ol {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.75rem;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
  li {
    border: 2px solid ${theme.colour.ink};
    border-radius: ${theme.radius};
    padding: 1rem;
    font-size: 1.25rem;
  }
  .number {
    font-size: 1.6rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .muted {
    color: ${theme.colour.muted};
    font-size: 1rem;
  }
`;

/**
 * The store collection screen (spec §2): the click-and-collect orders ready at this store, with
 * the order number and the customer's name only, refreshed every few seconds without a reload. The
 * server decides the store from the device's network; anywhere else the screen says so.
 */
export function CollectionScreen(): React.JSX.Element {
  const { t } = useTranslation('store');
  const { locale = 'en-GB' } = useRouter();
  const { data, loading } = useQuery(StoreCollectionScreenGetDocument, {
    fetchPolicy: 'network-only',
    pollInterval: COLLECTION_REFRESH_MS,
  });
  const screen = data?.collectionScreen ?? null;
  return (
    <div css={[containerStyles, styles]} data-testid="CollectionScreen-root">
      <h1>{screen ? t('store.collection.title', { store: screen.store_name }) : t('store.collection.heading')}</h1>
      {loading && !data ? <p>{t('store.collection.loading')}</p> : null}
      {data && !screen ? <p data-testid="CollectionScreen-notInStore">{t('store.collection.notInStore')}</p> : null}
      {screen ? (
        <section aria-live="polite" aria-label={t('store.collection.ready')}>
          {screen.orders.length === 0 ? (
            <p data-testid="CollectionScreen-none">{t('store.collection.none')}</p>
          ) : (
            <ol>
              {screen.orders.map((order) => (
                <li key={order.order_number} data-testid="CollectionScreen-order">
                  <div className="number">{order.order_number}</div>
                  <div>{order.customer_name}</div>
                  <div className="muted">{t('store.collection.ordered', { date: formatDate(order.ordered_at, locale) })}</div>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
    </div>
  );
}
