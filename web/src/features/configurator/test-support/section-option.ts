import type { SectionOption } from '../hooks/use-build';

/** An option of a configurator section as the API sends it: in stock, at no extra price, unless `extra` says otherwise. */
export const sectionOption = (code: string, extra: Partial<SectionOption> = {}): SectionOption => ({
  code,
  label: code,
  sku: extra.is_default ? null : `BBOPT-${code}`,
  hex: null,
  price: 0,
  special_price: null,
  is_default: false,
  stock_status: 'IN_STOCK',
  angle: null,
  finish: null,
  finishes: [],
  effects: [],
  ...extra,
});
