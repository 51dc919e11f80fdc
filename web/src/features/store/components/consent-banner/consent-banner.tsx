import { css, keyframes } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useQuery } from '../../../../shared/apollo/query-hooks';
import { useEffect, useId, useState } from 'react';
import { StoreNetworkCheckDocument } from '../../../../graphql/documents/StoreNetworkCheckDocument';
import { loadAnalyticsScript, loadMarketingScript } from '../../../../shared/analytics/third-party-scripts';
import { SHOP_COOKIES } from '@cadence/server-kit/cookies';
import { writeBrowserCookies } from '../../../../shared/cookies/browser-cookies';
import { buttonStyles, secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import { consentCookie, parseConsent, readCookie, shouldShowConsentBanner, type Consent } from '../../consent.rules';

/**
 * The banner appears after hydration (the store-network check runs in the browser, so cached HTML
 * stays the same for everyone). Fading it in keeps that late paint from counting as the page's
 * largest contentful paint: an element first painted fully transparent is not an LCP candidate.
 */
const fadeIn = keyframes`
  from {
    opacity: 0;
  }
  to {
    opacity: 1;
  }
`;

const bannerStyles = css`
  animation: ${fadeIn} 0.3s ease-out both;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 0.01s;
  }
  position: fixed;
  left: 0.75rem;
  right: 0.75rem;
  bottom: 0.75rem;
  z-index: 800;
  max-width: 720px;
  margin: 0 auto;
  padding: 1.25rem;
  background: ${theme.colour.paper};
  border-radius: 12px;
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 1rem;
    color: ${theme.colour.muted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  fieldset {
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    margin: 0 0 1rem;
    padding: 0.75rem 1rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 36px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

/**
 * Our own consent banner (accept, reject, choose). Shown only to visitors off the store networks;
 * each third-party script loads only after consent to its purpose: the tag manager after consent
 * to analytics, the marketing tracking script (Bloomreach) after consent to marketing.
 */
export function ConsentBanner(): React.JSX.Element | null {
  const { t } = useTranslation('store');
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<Consent>({ analytics: false, marketing: false });
  const titleId = useId();

  useEffect(() => {
    setConsent(parseConsent(readCookie(document.cookie, SHOP_COOKIES.consent.name)));
  }, []);
  // Asked only in the browser and only while no decision is recorded.
  const { data } = useQuery(StoreNetworkCheckDocument, { skip: consent !== null, ssr: false, standalone: true });
  const isStoreIp = data?.isStoreIp.isStoreIp;

  useEffect(() => {
    if (consent?.analytics) loadAnalyticsScript();
    if (consent?.marketing) loadMarketingScript();
  }, [consent]);

  const save = (value: Consent) => {
    writeBrowserCookies((secure) => consentCookie(value, secure));
    setConsent(value);
  };

  if (consent === undefined || isStoreIp === undefined || !shouldShowConsentBanner(isStoreIp, consent)) return null;
  return (
    <section css={bannerStyles} role="region" aria-labelledby={titleId} data-testid="ConsentBanner-root">
      <h2 id={titleId}>{t('store.consent.title')}</h2>
      <p>{t('store.consent.text')}</p>
      {choosing ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save(choice);
          }}
        >
          <fieldset>
            <legend>{t('store.consent.chooseLegend')}</legend>
            <label>
              <input type="checkbox" checked disabled /> {t('store.consent.necessary')}
            </label>
            <label>
              <input
                type="checkbox"
                checked={choice.analytics}
                onChange={(e) => setChoice({ ...choice, analytics: e.target.checked })}
              />{' '}
              {t('store.consent.analytics')}
            </label>
            <label>
              <input
                type="checkbox"
                checked={choice.marketing}
                onChange={(e) => setChoice({ ...choice, marketing: e.target.checked })}
              />{' '}
              {t('store.consent.marketing')}
            </label>
          </fieldset>
          <div className="actions">
            <button type="submit" css={buttonStyles}>
              {t('store.consent.saveChoice')}
            </button>
          </div>
        </form>
      ) : (
        <div className="actions">
          <button type="button" css={buttonStyles} onClick={() => save({ analytics: true, marketing: true })}>
            {t('store.consent.accept')}
          </button>
          <button type="button" css={secondaryButtonStyles} onClick={() => save({ analytics: false, marketing: false })}>
            {t('store.consent.reject')}
          </button>
          <button type="button" css={secondaryButtonStyles} onClick={() => setChoosing(true)}>
            {t('store.consent.choose')}
          </button>
        </div>
      )}
    </section>
  );
}
