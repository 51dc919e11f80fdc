import type { FeatureFlagSeed } from './seed.types';

export const featureFlagSeed: FeatureFlagSeed[] = [
  {
    key: 'new_checkout',
    enabled: true,
    description: 'Send UK shoppers (eswCode GB) to the new checkout instead of the old checkout sync address.',
  },
  {
    key: 'finance',
    enabled: true,
    description: 'Offer the instalment loan calculator and finance at checkout (shoppers in GB only).',
  },
  {
    key: 'international_checkout',
    enabled: true,
    description: 'Route non-UK orders through the cross-border checkout partner where it serves the country.',
  },
];
