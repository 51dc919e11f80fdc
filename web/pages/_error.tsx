import type { NextPageContext } from 'next';
import { ErrorScreen } from '../src/shared/errors/error-screen';
import { isServiceUnavailable } from '../src/shared/errors/unavailable';
import type { StorefrontPage } from '../src/shared/page';

type Props = { statusCode: number };

/**
 * Unexpected failures (500 and friends). It renders outside the shell's data, so it uses the basic
 * layout and loads no translations: the error screen brings its own texts in every storefront's
 * language and shows the one of the request's locale (error-texts.ts). A render that failed only
 * because the shop's data is out of reach (database restarting, gateway down) is a 503 with
 * Retry-After and one log line, not a 500 with a stack.
 */
const ErrorPage: StorefrontPage<Props> = ({ statusCode }) => <ErrorScreen statusCode={statusCode} />;

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => {
  if (err && isServiceUnavailable(err)) {
    if (res) {
      res.statusCode = 503;
      res.setHeader('Retry-After', '5');
    }
    console.warn(`[storefront] service unavailable: ${err.message}`);
    return { statusCode: 503 };
  }
  const statusCode = res?.statusCode ?? (err as { statusCode?: number } | null)?.statusCode ?? 500;
  if (err) console.error('[storefront] An unknown error occurred - main app', err);
  return { statusCode };
};
ErrorPage.layout = 'basic';

export default ErrorPage;
