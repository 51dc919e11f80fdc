import { fireEvent, render, screen } from '@testing-library/react';
import { SizeCalculator } from './size-calculator';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'de-DE' }) }));
// The key and what it was given stand in for the words.
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key),
  }),
}));

const geometry = [
  { size: 'M', stack: 560, reach: 384, standover: 790 },
  { size: 'L', stack: 580, reach: 392, standover: 810 },
];

describe('SizeCalculator', () => {
  it('writes the figures of its reason as the page’s locale does (a decimal inside leg: "25,5" mm in German)', () => {
    render(<SizeCalculator geometry={geometry} sizeLabel={(size) => size} onChoose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('configurator.sizeCalculator.height'), { target: { value: '176' } });
    fireEvent.change(screen.getByLabelText('configurator.sizeCalculator.inseam'), { target: { value: '83.55' } });
    const reason = JSON.parse(screen.getByRole('status').textContent!.replace(/^.*configurator\.sizeCalculator\.reason:/, ''));
    expect(reason).toEqual({
      stack: '580',
      reach: '392',
      targetStack: '587',
      targetReach: '384',
      standover: '810',
      clearance: '25,5',
    });
  });
});
