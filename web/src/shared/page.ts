import type { NextPage } from 'next';
import type { LayoutName } from './layouts/layouts';

/** A page declares its layout (default unless said otherwise). */
export type StorefrontPage<P = object> = NextPage<P> & { layout?: LayoutName };
