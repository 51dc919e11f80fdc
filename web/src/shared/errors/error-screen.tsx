import { css } from '@emotion/react';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { buttonStyles } from '../ui/button.styles';
import { interpolate } from '../i18n/translator';
import { errorTexts } from './error-texts';

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
 * error and goes to /. The error is logged to the console. Its texts come with its code, in the
 * router's storefront language (error-texts.ts), not from the page's translations: the 500 and 503
 * pages have none, since they render when the page's data could not be loaded.
 */
/**
 * Why a page is not found (spec §8): its lookup found nothing ('Page Not Found'), no route matches
 * the path at all ('Page not found'), or the route's own check of the path failed ('Page Not Found:
 * {path}').
 */
export type NotFoundKind = 'lookup' | 'route' | 'invalid';

/** The longest path the page repeats: a link cannot make the shop's page say a paragraph of its own. */
const MAX_SHOWN_PATH = 60;

/** A requested path as the page repeats it (as requested, percent-encoded), cut short past MAX_SHOWN_PATH. */
const shownPath = (path: string): string => (path.length > MAX_SHOWN_PATH ? `${path.slice(0, MAX_SHOWN_PATH - 1)}…` : path);

export function ErrorScreen({
  statusCode,
  path,
  notFound = 'lookup',
}: {
  statusCode: number;
  path?: string;
  notFound?: NotFoundKind;
}): React.JSX.Element {
  const router = useRouter();
  const texts = errorTexts(router.locale);
  useEffect(() => {
    console.error(`[storefront] error ${statusCode}${path ? ` at ${path}` : ''}`);
  }, [statusCode, path]);
  const message =
    statusCode === 404
      ? notFound === 'route'
        ? texts.notFoundRoute
        : notFound === 'invalid'
          ? interpolate(texts.notFoundInvalid, { path: shownPath(path ?? '') })
          : texts.notFound
      : statusCode === 503
        ? texts.unavailable
        : texts.generic;
  return (
    <section css={screenStyles} aria-labelledby="error-title" data-testid="ErrorScreen-root">
      <div className="panel">
        <h1 id="error-title">
          <span className="visually-hidden">{texts.status} </span>
          {statusCode}
        </h1>
        <p>{message}</p>
        <button type="button" css={buttonStyles} onClick={() => void router.push('/')}>
          {texts.goHome}
        </button>
      </div>
    </section>
  );
}
