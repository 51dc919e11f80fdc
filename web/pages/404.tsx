import type { GetStaticProps } from 'next';
import { ErrorScreen } from '../src/shared/errors/error-screen';
import { pageTranslations } from '../src/shared/i18n/server-translations';
import type { StorefrontPage } from '../src/shared/page';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../next-i18next.config.js');

/** Paths no route matches at all (files, unknown API paths): the error screen with status 404. */
const NotFoundPage: StorefrontPage = () => <ErrorScreen statusCode={404} notFound="route" />;
NotFoundPage.layout = 'basic';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale ?? 'en-GB', ['common', 'menus', 'shell'], i18nConfig)) },
});

export default NotFoundPage;
