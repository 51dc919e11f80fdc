import { css } from '@emotion/react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from '../../shared/ui/link';
import { PERSONAL_AREA_PATH } from '../../shared/config/public-config';
import { theme } from '../../shared/ui/theme';
import { RecentlyViewed } from '../../features/catalogue/components/recently-viewed/recently-viewed';
import { useSavedDesigns } from '../../features/personal/hooks/use-saved-designs';
import { SavedDesigns } from './saved-designs/saved-designs';
import { SavedProducts } from './saved-products/saved-products';

const styles = css`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  display: grid;
  gap: 2rem;
  h1 {
    margin: 0;
  }
  h2 {
    margin: 0 0 1rem;
  }
  .note {
    color: ${theme.colour.muted};
  }
`;

/**
 * The personal area (spec §2 /my-{product}): saved designs (the account's, or this browser's for a
 * guest, with a prompt to sign in to keep them), saved products with compare, and recently viewed
 * products. Rendered in the
 * browser from the shopper's own data, so the page itself is the same for everyone. It shows
 * personal's saved items with the catalogue's cards and geometry and the configurator's drawings,
 * so it lives in the application, above the three.
 */
export function PersonalArea({ brand }: { brand: string }): React.JSX.Element {
  const { t } = useTranslation('personal');
  const { designs, signedIn, loading, failed, remove } = useSavedDesigns();
  return (
    <div css={styles}>
      <h1>{t('personal.title', { brand })}</h1>
      <section aria-labelledby="personal-designs">
        <h2 id="personal-designs">{t('personal.designs.title')}</h2>
        {!signedIn ? (
          <p className="note">
            {t('personal.designs.guest')}{' '}
            <Link href={`/auth/login/?redirect=${encodeURIComponent(PERSONAL_AREA_PATH)}`}>{t('personal.designs.signIn')}</Link>
          </p>
        ) : null}
        {loading ? (
          <p role="status">{t('personal.designs.loading')}</p>
        ) : failed ? (
          <p role="alert">{t('personal.designs.failed')}</p>
        ) : designs.length ? (
          <SavedDesigns designs={designs} onDelete={remove} />
        ) : (
          <p>
            {t('personal.designs.empty')} <Link href="/bikes/">{t('personal.designs.browse')}</Link>
          </p>
        )}
      </section>
      <SavedProducts />
      <RecentlyViewed currentSku={null} />
    </div>
  );
}
