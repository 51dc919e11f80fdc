import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Configurator, Section, SectionOption } from '../../hooks/use-build';
import { sectionOption } from '../../test-support/section-option';
import { ConfiguratorView } from './configurator-view';

const mockRouter = {
  locale: 'en-GB',
  asPath: '/build-v2/cgr-ti/',
  query: {} as Record<string, string>,
  push: jest.fn(async () => true),
};
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
// The key stands in for the words.
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({ t: (key: string) => key }),
}));
// No price yet: the view shows the build the shopper chose on its own, before any answer.
jest.mock('../../../../shared/apollo/query-hooks', () => ({
  useQuery: () => ({ data: undefined, previousData: undefined, loading: true, error: undefined }),
}));
jest.mock('../../../cart/hooks/use-cart', () => ({ useCart: () => ({ addItems: jest.fn(), pending: false }) }));
jest.mock('../../../finance/components/finance-lazy', () => ({ FinanceTeaser: () => null }));
jest.mock('../../../personal/components/save-design/save-design', () => ({ SaveDesign: () => null }));

const option = sectionOption;
const section = (key: Section['key'], group: Section['group'], options: SectionOption[]): Section => ({
  id: 1,
  key,
  group,
  initial_limit: 4,
  options,
});

/**
 * A configurator as commerce might answer it: its gradient turns on at 90° (not 45°) and it shows
 * the paint protection among the components. The view follows both.
 */
const configurator: Configurator = {
  default_frame: 'cgr-ti-105',
  currency: 'GBP',
  model: { id: 1, sku: 'CGR-TI', name: 'CGR Ti', url_key: 'cgr-ti' },
  frames: [
    {
      url_key: 'cgr-ti-105',
      name: 'CGR Ti 105',
      price: 2799,
      special_price: null,
      available: true,
      paint_hex: '#a7a9ac',
      accent_hex: '#1b1b1d',
      paint_finishes: ['gloss', 'matt'],
      product: {
        id: 2,
        sku: 'CGR-TI-105',
        name: 'CGR Ti 105',
        url_key: 'cgr-ti-105',
        media_gallery: [{ url: '/media/product/road-bike/a7a9ac/1b1b1d.svg' }],
        options: [{ sku: 'CGR-TI-105-M', value: 'M', label: 'M', option_type: 'size', stock_status: 'IN_STOCK' }],
        geometry: [{ size: 'M', stack: 580, reach: 384, standover: 785 }],
      },
    },
  ],
  sections: [
    section('gradientAngle', 'paint', [
      option('none', { is_default: true, effects: [{ section: 'gradientColor', code: 'none', only_when_default: false }] }),
      option('45', { angle: 45 }),
      option('90', { angle: 90 }),
    ]),
    section('gradientColor', 'paint', [
      option('none', { is_default: true }),
      option('lime', {
        hex: '#8cc63f',
        effects: [{ section: 'gradientAngle', code: '90', only_when_default: true }],
      }),
    ]),
    section('fork', 'components', [option('standard', { is_default: true }), option('fork-cgr-sl')]),
    section('paintProtection', 'components', [option('none', { is_default: true }), option('film-full')]),
  ],
};

const radio = (key: string, code: string) =>
  within(screen.getByTestId(`OptionSection-${key}`))
    .getAllByRole('radio')
    .find((r) => (r as HTMLInputElement).value === code) as HTMLInputElement;

describe('ConfiguratorView', () => {
  beforeEach(() => {
    mockRouter.push.mockClear();
  });

  it('shows each section in the group the API gives it, in the API’s order', () => {
    render(<ConfiguratorView configurator={configurator} urlKey="cgr-ti" />);
    const keysIn = (group: string) =>
      within(screen.getByRole('region', { name: `configurator.group.${group}` }))
        .getAllByRole('group')
        .map((g) => g.getAttribute('data-testid'));
    expect(keysIn('paint')).toEqual(['OptionSection-gradientAngle', 'OptionSection-gradientColor']);
    expect(keysIn('components')).toEqual(['OptionSection-fork', 'OptionSection-paintProtection']);
    expect(screen.getByRole('heading', { name: 'configurator.group.paint' }).id).toBe('cfg-paint');
    expect(screen.getByRole('heading', { name: 'configurator.group.components' }).id).toBe('cfg-components');
  });

  it('applies at once what commerce says a choice does: a gradient colour turns the gradient on at commerce’s angle', async () => {
    render(<ConfiguratorView configurator={configurator} urlKey="cgr-ti" />);
    fireEvent.click(radio('gradientColor', 'lime'));
    // On screen before any answer from the server or the URL.
    expect(radio('gradientColor', 'lime').checked).toBe(true);
    expect(radio('gradientAngle', '90').checked).toBe(true);
    expect(screen.getByTestId('Configurator-drawing').getAttribute('aria-label')).toContain('configurator.drawing.gradient');
    // One history entry for the choice and its effect, holding only the difference from the defaults.
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledTimes(1));
    expect(mockRouter.push).toHaveBeenCalledWith('/build-v2/cgr-ti/?ga=90&gc=lime', undefined, { shallow: true, scroll: false });
  });
});
