import { optionStockStatus, productGallery, productStockStatus, sortOptions } from './catalogue.rules';

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

describe('stock status', () => {
  it('an option is in stock while any is left', () => {
    expect(optionStockStatus({ stockQty: 1 })).toBe('IN_STOCK');
    expect(optionStockStatus({ stockQty: 0 })).toBe('OUT_OF_STOCK');
  });

  it('a product is in stock when any option is; parent bikes and products without options always are', () => {
    expect(productStockStatus({ typeId: 'pac' }, [{ stockQty: 0 }, { stockQty: 2 }])).toBe('IN_STOCK');
    expect(productStockStatus({ typeId: 'child-bike' }, [{ stockQty: 0 }])).toBe('OUT_OF_STOCK');
    expect(productStockStatus({ typeId: 'parent-bike' }, [{ stockQty: 0 }])).toBe('IN_STOCK');
    expect(productStockStatus({ typeId: 'pac' }, [])).toBe('IN_STOCK');
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
