import type { NextPageContext } from 'next';
import { ErrorScreen } from '../src/shared/errors/error-screen';
import type { StorefrontPage } from '../src/shared/page';

type Props = { statusCode: number };

/**
 * Unexpected failures (500 and friends). It renders outside the shell's data, so it uses the basic
 * layout; translations fall back to en-GB strings bundled with the error screen.
 */
const ErrorPage: StorefrontPage<Props> = ({ statusCode }) => <ErrorScreen statusCode={statusCode} />;

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => {
  const statusCode = res?.statusCode ?? (err as { statusCode?: number } | null)?.statusCode ?? 500;
  if (err) console.error('[storefront] An unknown error occurred - main app', err);
  return { statusCode };
};
ErrorPage.layout = 'basic';

export default ErrorPage;
