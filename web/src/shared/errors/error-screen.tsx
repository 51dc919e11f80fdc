import { css } from '@emotion/react';
import { useTranslation } from '../i18n/use-translation';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { buttonStyles } from '../ui/button.styles';

const screenStyles = css`
  position: relative;
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: 3rem 1rem;
  text-align: center;
  color: #fff;
  background: #1d3557 url('/images/error-background.svg') center / cover no-repeat;
  h1 {
    font-size: clamp(3rem, 12vw, 7rem);
    margin: 0;
    line-height: 1;
  }
  p {
    font-size: 1.25rem;
    max-width: 40ch;
    margin: 1rem auto 2rem;
  }
  .panel {
    background: rgb(0 0 0 / 0.45);
    padding: 2rem;
    border-radius: 12px;
  }
`;

/**
 * The error screen (spec §2): status code, background image and a go-home button that clears the
 * error and goes to /. The error is logged to the console.
 */
export function ErrorScreen({ statusCode, path }: { statusCode: number; path?: string }): React.JSX.Element {
  const { t } = useTranslation('common');
  const router = useRouter();
  useEffect(() => {
    console.error(`[storefront] error ${statusCode}${path ? ` at ${path}` : ''}`);
  }, [statusCode, path]);
  const message =
    statusCode === 404
      ? t('common.error.notFound', { defaultValue: 'Page Not Found' })
      : statusCode === 503
        ? t('common.error.unavailable', { defaultValue: 'Our shop is briefly unavailable. Please try again in a minute.' })
        : t('common.error.generic', { defaultValue: 'Something went wrong on our side. Please try again in a moment.' });
  return (
    <section css={screenStyles} aria-labelledby="error-title" data-testid="ErrorScreen-root">
      <div className="panel">
        <h1 id="error-title">
          <span className="visually-hidden">{t('common.error.status', { defaultValue: 'Error' })} </span>
          {statusCode}
        </h1>
        <p>{message}</p>
        <button type="button" css={buttonStyles} onClick={() => void router.push('/')}>
          {t('common.error.goHome', { defaultValue: 'Go to the home page' })}
        </button>
      </div>
    </section>
  );
}
