import type { StoreNetworkSeed } from './seed.types';

/** Networks of our shops: visitors inside these ranges are on an in-store device (no consent banner). */
export const storeNetworkSeed: StoreNetworkSeed[] = [
  { name: 'London flagship store', cidr: '81.2.69.0/24' },
  { name: 'Manchester store', cidr: '51.148.16.0/22' },
  { name: 'London flagship store (IPv6)', cidr: '2a02:c7c:1000::/40' },
  // RFC 5737 documentation range, used by tests as "a store network".
  { name: 'Test store network', cidr: '203.0.113.0/24' },
];
