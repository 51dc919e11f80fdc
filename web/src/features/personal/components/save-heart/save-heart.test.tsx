import { act, fireEvent, render, screen } from '@testing-library/react';
import { SaveHeart } from './save-heart';

const toggle = jest.fn(() => Promise.resolve());
let savedSkus: string[] = [];
jest.mock('../../hooks/use-saved-products', () => ({
  useSavedProducts: () => ({ skus: savedSkus, signedIn: false, toggle }),
}));
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

/** Lets the heart's state part (a chunk of its own) load. */
const stateLoaded = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('SaveHeart', () => {
  beforeEach(() => {
    toggle.mockClear();
    savedSkus = [];
  });

  // First in this file: the state part's chunk has not loaded yet (once loaded, it stays).
  it('keeps a press made before its state has loaded and does it once it has', async () => {
    render(<SaveHeart sku="KASK-1" name="Kask" />);
    fireEvent.click(screen.getByRole('button', { name: 'common.savedProducts.save' }));
    expect(toggle).not.toHaveBeenCalled();
    await stateLoaded();
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveBeenCalledWith('KASK-1');
  });

  it('shows a saved product as pressed once its state has loaded, and toggles it on a press', async () => {
    savedSkus = ['CGR-AL-105-M'];
    render(<SaveHeart sku="CGR-AL-105-M" name="CGR AL 105" />);
    const heart = screen.getByRole('button', { name: 'common.savedProducts.save' });
    await stateLoaded();
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('title')).toBe('common.savedProducts.saved');
    fireEvent.click(heart);
    expect(toggle).toHaveBeenCalledWith('CGR-AL-105-M');
  });

  it('is an unpressed button on the server and while its state loads', () => {
    render(<SaveHeart sku="KASK-1" name="Kask" />);
    const heart = screen.getByRole('button', { name: 'common.savedProducts.save' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });
});
