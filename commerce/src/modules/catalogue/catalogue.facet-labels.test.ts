import { attributeLabel, facetValueLabel, sizeLabel } from './catalogue.facet-labels';

describe('facet labels', () => {
  it('names attributes in the storefront language', () => {
    expect(attributeLabel('colour', 'en-GB')).toBe('Colour');
    expect(attributeLabel('colour', 'de-DE')).toBe('Farbe');
    expect(attributeLabel('manufacturer', 'en-GB')).toBe('Brand');
    expect(attributeLabel('unknown', 'en-GB')).toBe('unknown');
  });
  it('translates enumerated values and prefers the label the data carries', () => {
    expect(facetValueLabel('colour', 'red', 'en-GB')).toBe('Red');
    expect(facetValueLabel('colour', 'red', 'de-DE')).toBe('Rot');
    expect(facetValueLabel('manufacturer', 'muc-off', 'en-GB', 'Muc-Off')).toBe('Muc-Off');
    expect(facetValueLabel('product_family', 'ultra-grit', 'en-GB')).toBe('Ultra-Grit');
    expect(facetValueLabel('product_family', 'cgr', 'de-DE')).toBe('CGR');
    expect(facetValueLabel('discipline', 'unheard-of', 'en-GB')).toBe('Unheard of');
  });
  it('writes sizes as shoppers do', () => {
    expect(sizeLabel('xl', 'en-GB')).toBe('XL');
    expect(sizeLabel('172-5mm', 'en-GB')).toBe('172.5 mm');
    expect(sizeLabel('172-5mm', 'de-DE')).toBe('172,5 mm');
    expect(sizeLabel('eu42', 'en-GB')).toBe('EU 42');
    expect(sizeLabel('24-inch', 'en-GB')).toBe('24″');
    expect(sizeLabel('700x28', 'en-GB')).toBe('700×28');
    expect(sizeLabel('s-m', 'en-GB')).toBe('S–M');
    expect(sizeLabel('standard', 'en-GB')).toBe('Standard');
  });
});
