import { render, screen } from '@testing-library/react';
import type { Section } from '../../hooks/use-build';
import { sectionOption } from '../../test-support/section-option';
import { OptionSection } from './option-section';

// The key and its values stand in for the words.
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, string>) => (values ? `${key}:${Object.values(values).join()}` : key),
  }),
}));

const option = sectionOption;

const section: Section = {
  id: 7,
  key: 'wheelset',
  group: 'components',
  initial_limit: 4,
  options: [
    option('stock', { is_default: true }),
    option('carbon', { price: 100, special_price: 80 }),
    option('alloy', { price: 100, special_price: 120 }),
    option('aero', { price: 100, special_price: 100 }),
  ],
};

const priceOf = (code: string) =>
  screen
    .getByRole('radio', { name: new RegExp(`^${code}`) })
    .closest('label')!
    .querySelector('.price')!.textContent;

describe('OptionSection prices (the one price rule)', () => {
  it('adds the special price with a savings label only when it is lower than the price', () => {
    render(
      <OptionSection section={section} chosen="stock" currency="GBP" locale="en-GB" problems="" onChoose={() => undefined} />,
    );
    expect(priceOf('carbon')).toBe('configurator.option.adds:£80configurator.option.save:£20');
    expect(priceOf('alloy')).toBe('configurator.option.adds:£100');
    expect(priceOf('aero')).toBe('configurator.option.adds:£100');
    expect(priceOf('stock')).toBe('configurator.option.included');
  });
});
