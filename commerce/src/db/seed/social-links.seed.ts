import type { Localised, SocialLinkSeed } from './seed.types';

/** Footer social links, in display order: Facebook, X, Instagram, Strava, YouTube. */
export const socialLinkSeed: Localised<SocialLinkSeed[]> = {
  'en-GB': [
    { icon: 'facebook', linkUrl: 'https://www.facebook.com/cadencecycles', linkText: 'Cadence Cycles on Facebook' },
    { icon: 'x', linkUrl: 'https://x.com/cadencecycles', linkText: 'Cadence Cycles on X' },
    { icon: 'instagram', linkUrl: 'https://www.instagram.com/cadencecycles', linkText: 'Cadence Cycles on Instagram' },
    {
      icon: 'strava',
      linkUrl: 'https://www.strava.com/clubs/cadence-cycles',
      linkText: 'Join the Cadence Cycles club on Strava',
    },
    { icon: 'youtube', linkUrl: 'https://www.youtube.com/@cadencecycles', linkText: 'Cadence Cycles on YouTube' },
  ],
  'de-DE': [
    { icon: 'facebook', linkUrl: 'https://www.facebook.com/cadencecycles', linkText: 'Cadence Cycles auf Facebook' },
    { icon: 'x', linkUrl: 'https://x.com/cadencecycles', linkText: 'Cadence Cycles auf X' },
    { icon: 'instagram', linkUrl: 'https://www.instagram.com/cadencecycles', linkText: 'Cadence Cycles auf Instagram' },
    {
      icon: 'strava',
      linkUrl: 'https://www.strava.com/clubs/cadence-cycles',
      linkText: 'Dem Cadence Cycles Club auf Strava beitreten',
    },
    { icon: 'youtube', linkUrl: 'https://www.youtube.com/@cadencecycles', linkText: 'Cadence Cycles auf YouTube' },
  ],
};
