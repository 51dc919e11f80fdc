// Shared by next.config.ts (locale routing) and serverSideTranslations (translation loading).
const path = require('node:path');

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en-GB',
    locales: ['en-GB', 'de-DE'],
  },
  fallbackLng: 'en-GB',
  // Resolved from the working directory: Next runs with web/ as its cwd (bundlers rewrite __dirname).
  localePath: path.resolve('./public/locales'),
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  returnNull: false,
  // serverSideTranslations would copy this whole object (localePath: a path on the server) into
  // every page's data; pages send only what the browser reads (src/shared/i18n/page-translations.ts).
  serializeConfig: false,
};
