/**
 * How long the catalogue subgraph's lists may be: its resolvers cap them, and the gateway's cost
 * limit counts on them (gateway/query-cost.ts LIST_SIZES). Kept apart from the resolvers, whose
 * decorated classes need type-graphql's metadata to load.
 */

/** The most ids one categoryList looks up. */
export const MAX_CATEGORY_IDS = 100;
/** The most categories categoryList answers: the path's category and the ids'. */
export const MAX_CATEGORY_LIST = MAX_CATEGORY_IDS + 1;
/** How far up a breadcrumb trail goes: the tree is a few levels deep. */
export const MAX_BREADCRUMBS = 10;

/** A configurator's option values per choice, and frame sizes. */
export const MAX_OPTIONS = 30;
export const MAX_FRAMES = 30;

/** Products and categories offered as search suggestions: few, so the answer stays small on every keystroke. */
export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_CATEGORIES = 3;
