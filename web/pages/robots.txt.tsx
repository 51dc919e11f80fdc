import type { GetServerSideProps } from 'next';
import { robotsTxt } from '../src/features/seo/robots.rules';
import { sendText } from '../src/features/seo/send-text';
import { siteUrl } from '../src/shared/config/public-config';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../next-i18next.config.js');

/**
 * /robots.txt of the host the request is for: the disallowed private and search paths of every
 * storefront on that host and their sitemaps' absolute URLs. Built from configuration only.
 */
export const getServerSideProps: GetServerSideProps = async ({ locale, res }) => {
  sendText(res, {
    contentType: 'text/plain; charset=utf-8',
    cacheControl: 'public, max-age=86400',
    body: robotsTxt(locale ?? 'en-GB', i18nConfig.i18n.locales, siteUrl),
  });
  return { props: {} };
};

/** Never rendered: getServerSideProps has answered. */
export default function RobotsTxt(): null {
  return null;
}
