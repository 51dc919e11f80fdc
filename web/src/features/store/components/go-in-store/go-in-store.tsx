import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { containerStyles, secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';

const panelStyles = css`
  background: ${theme.colour.wash};
  padding: 2.5rem 0;
  margin-top: 2rem;
  .inner {
    display: grid;
    gap: 1rem;
    ${theme.mq.md} {
      grid-template-columns: 2fr 1fr;
      align-items: center;
    }
  }
  h2 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    color: ${theme.colour.muted};
  }
`;

/** The home page's go-in-store option: visit a store for a fitting and test ride. */
export function GoInStore(): React.JSX.Element {
  const { t } = useTranslation('store');
  return (
    <section css={panelStyles} aria-labelledby="go-in-store-title" data-testid="GoInStore-root">
      <div css={containerStyles} className="inner">
        <div>
          <h2 id="go-in-store-title">{t('store.goInStore.title')}</h2>
          <p>{t('store.goInStore.text')}</p>
        </div>
        <div>
          <Link href="/contact/" css={secondaryButtonStyles}>
            {t('store.goInStore.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
