import { storefrontOrigins } from '@cadence/server-kit/storefronts';

// What next.config.ts inlines for a build: the storefronts' origins by the shop's one rule, here
// from the test's environment (the local defaults when nothing is set).
const { SITE_URL_EN, SITE_URL_DE, SITE_DOMAIN_EN, SITE_DOMAIN_DE } = process.env;
const origins = storefrontOrigins({ SITE_URL_EN, SITE_URL_DE, SITE_DOMAIN_EN, SITE_DOMAIN_DE });
process.env.NEXT_PUBLIC_SITE_URL_EN ??= origins['en-GB'];
process.env.NEXT_PUBLIC_SITE_URL_DE ??= origins['de-DE'];
