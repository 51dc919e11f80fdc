import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the gateway's old generation grow between full collections: to twice what
 * survived the last one (--heap-growing-percent=100), not the up to four times it allows itself.
 * Under load the gateway's old generation holds about 65 MB that lives and fills with objects of
 * requests still in flight; with V8's own factor it grew to 260-290 MB before each full
 * collection. With this (and 32 MB semi-spaces, scripts/lib/shop.mjs) a category listing at 20
 * connections cost 2.37-2.62 ms of gateway CPU (2.79-2.94 with neither) and the process peaked at
 * 288-297 MB resident (392-404 with neither); full collections of a small heap are cheap, and
 * fewer objects are promoted in the first place. Set at start-up rather than on the command line:
 * V8's own flags are not Node's options, and a Node release without it warns instead of refusing
 * to start.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=100');
}
