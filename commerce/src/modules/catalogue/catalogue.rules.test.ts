import {
  compareSizes,
  coversQuantity,
  optionStockStatus,
  productGallery,
  productStockStatus,
  sortOptions,
  stockStatus,
} from './catalogue.rules';

describe('sortOptions (spec §9)', () => {
  it('puts the default first, then the lowest special price or price', () => {
    const sorted = sortOptions([
      { id: 'a', isDefault: false, price: 50, specialPrice: null },
      { id: 'b', isDefault: false, price: 60, specialPrice: 40 },
      { id: 'c', isDefault: true, price: 90, specialPrice: null },
      { id: 'd', isDefault: false, price: 45, specialPrice: null },
    ]);
    expect(sorted.map((o) => o.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});

describe('compareSizes', () => {
  const sorted = (values: string[]) => [...values].sort(compareSizes);

  it('orders letter sizes XXS to XXXL, option values and filter slugs alike', () => {
    expect(sorted(['XXL', 'M', 'XS', 'L', 'XL', 'S'])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sorted(['L/XL', 'S/M'])).toEqual(['S/M', 'L/XL']);
    expect(sorted(['l-xl', 's-m', 'xxs'])).toEqual(['xxs', 's-m', 'l-xl']);
    expect(sorted(['ml', 'sm'])).toEqual(['sm', 'ml']);
    expect(sorted(['l3', 's3'])).toEqual(['s3', 'l3']);
  });

  it('orders letter sizes before measures, measures ascending, the rest by name', () => {
    expect(sorted(['xl', '56', 'm', 'eu40', 's', '172-5mm', '170mm', 'xs'])).toEqual([
      'xs',
      's',
      'm',
      'xl',
      'eu40',
      '56',
      '170mm',
      '172-5mm',
    ]);
    expect(sorted(['175mm', '172.5mm', '165mm', '170mm'])).toEqual(['165mm', '170mm', '172.5mm', '175mm']);
    expect(sorted(['120mm', '70mm', '100mm'])).toEqual(['70mm', '100mm', '120mm']);
    expect(sorted(['700x32', '700x28', '700x100'])).toEqual(['700x28', '700x32', '700x100']);
    expect(sorted(['26in', '12in', '20in'])).toEqual(['12in', '20in', '26in']);
    expect(sorted(['1l', '140ml'])).toEqual(['140ml', '1l']);
    expect(sorted(['10-pack', '3-pack'])).toEqual(['3-pack', '10-pack']);
    expect(sorted(['standard', 'mini'])).toEqual(['mini', 'standard']);
  });
});

describe('stock status (one rule: catalogue.rules stockStatus)', () => {
  it('null stock is made to order: it never runs out, whatever the quantity', () => {
    expect(stockStatus(null)).toBe('MADE_TO_ORDER');
    expect(stockStatus(null, 50)).toBe('MADE_TO_ORDER');
    expect(coversQuantity(null, 50)).toBe(true);
  });

  it('a stock figure covers a quantity while that many are left (one, unless said)', () => {
    expect(stockStatus(1)).toBe('IN_STOCK');
    expect(stockStatus(0)).toBe('OUT_OF_STOCK');
    expect(stockStatus(-1)).toBe('OUT_OF_STOCK');
    expect(stockStatus(3, 3)).toBe('IN_STOCK');
    expect(stockStatus(2, 3)).toBe('OUT_OF_STOCK');
    expect(coversQuantity(3, 3)).toBe(true);
    expect(coversQuantity(2, 3)).toBe(false);
  });

  it("an option is in stock while any is left or it is made to order ('Currently Out of Stock' otherwise)", () => {
    expect(optionStockStatus({ stockQty: 1 })).toBe('IN_STOCK');
    expect(optionStockStatus({ stockQty: 0 })).toBe('OUT_OF_STOCK');
    expect(optionStockStatus({ stockQty: null })).toBe('IN_STOCK');
  });

  it("a product is in stock when any option is ('Currently sold out' otherwise); parent bikes and products without options always are", () => {
    expect(productStockStatus({ typeId: 'pac' }, [{ stockQty: 0 }, { stockQty: 2 }])).toBe('IN_STOCK');
    expect(productStockStatus({ typeId: 'pac' }, [{ stockQty: 0 }, { stockQty: null }])).toBe('IN_STOCK');
    expect(productStockStatus({ typeId: 'child-bike' }, [{ stockQty: 0 }])).toBe('OUT_OF_STOCK');
    expect(productStockStatus({ typeId: 'pac' }, [])).toBe('IN_STOCK');
  });

  it('a parent bike is a family of builds: in stock even when its own options are all gone', () => {
    expect(productStockStatus({ typeId: 'parent-bike' }, [{ stockQty: 0 }])).toBe('IN_STOCK');
    expect(productStockStatus({ typeId: 'parent-bike' }, [])).toBe('IN_STOCK');
  });
});

describe('productGallery', () => {
  it('gives each drawn image its URL and label', () => {
    expect(
      productGallery([{ position: 1, kind: 'road-bike', colour: '#c8102e', accent: '#ffffff', alt: 'Red bike' }], 'Bike'),
    ).toEqual([{ url: '/media/product/road-bike/c8102e/ffffff.svg', label: 'Red bike', position: 1 }]);
  });

  it('stands a generic drawing in for a product without images, labelled with its name', () => {
    expect(productGallery([], 'Chain lube')).toEqual([
      { url: '/media/product/part/5a6270/1a1a1a.svg', label: 'Chain lube', position: 1 },
    ]);
  });
});
