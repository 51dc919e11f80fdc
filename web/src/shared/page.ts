import type { NextPage } from 'next';

/** The page layouts the app offers (src/application/layouts.tsx renders them). */
export type LayoutName = 'default' | 'basic' | 'simple' | 'configurator';

/** A page declares its layout (default unless said otherwise). */
export type StorefrontPage<P = object> = NextPage<P> & {
  layout?: LayoutName;
  /** A page whose layout depends on what it shows (the catch-all: the configurator's own layout). */
  layoutFor?: (props: P) => LayoutName | undefined;
};
