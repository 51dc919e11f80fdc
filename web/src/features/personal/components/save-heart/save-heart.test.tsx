import { act, fireEvent, render, screen } from '@testing-library/react';
import { SaveHeart } from './save-heart';

import { GUEST_PRODUCTS_CHANGED, GUEST_PRODUCTS_KEY } from '../../saved-products.keys';

const toggle = jest.fn(() => Promise.resolve());
let savedSkus: string[] = [];
/** Called whenever a heart's state part renders: how the tests see whether it loaded. */
const stateRendered = jest.fn();
jest.mock('../../hooks/use-saved-products', () => ({
  useSavedProducts: () => {
    stateRendered();
    return { skus: savedSkus, signedIn: false, toggle };
  },
}));
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

/** Lets the heart's state part (a chunk of its own) load. */
const stateLoaded = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('SaveHeart', () => {
  beforeEach(() => {
    toggle.mockClear();
    stateRendered.mockClear();
    savedSkus = [];
    window.localStorage.clear();
    // As the storefront's own code announces a change of the guest's list.
    window.dispatchEvent(new Event(GUEST_PRODUCTS_CHANGED));
  });
  afterEach(() => {
    document.cookie = 'customer_expire_time=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
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
    window.localStorage.setItem(GUEST_PRODUCTS_KEY, JSON.stringify(savedSkus));
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

  it('reads storage once for all its hearts, in a task after they are shown, never while they render or hydrate', async () => {
    savedSkus = ['KASK-1'];
    window.localStorage.setItem(GUEST_PRODUCTS_KEY, JSON.stringify(savedSkus));
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    try {
      render(
        <>
          <SaveHeart sku="KASK-1" name="Kask" />
          <SaveHeart sku="KASK-2" name="Kask 2" />
          <SaveHeart sku="KASK-3" name="Kask 3" />
        </>,
      );
      expect(getItem).not.toHaveBeenCalledWith(GUEST_PRODUCTS_KEY);
      await stateLoaded();
      // One read for every heart, a task later.
      expect(getItem.mock.calls.filter(([key]) => key === GUEST_PRODUCTS_KEY)).toHaveLength(1);
      const [first, second] = screen.getAllByRole('button', { name: 'common.savedProducts.save' });
      expect(first!.getAttribute('aria-pressed')).toBe('true');
      expect(second!.getAttribute('aria-pressed')).toBe('false');
    } finally {
      getItem.mockRestore();
    }
  });

  it('loads no state part while this browser has nothing saved and no session', async () => {
    render(<SaveHeart sku="KASK-1" name="Kask" />);
    await stateLoaded();
    expect(stateRendered).not.toHaveBeenCalled();
  });

  it('loads the state part when another heart saves something, or when there is a session', async () => {
    render(<SaveHeart sku="KASK-1" name="Kask" />);
    await stateLoaded();
    expect(stateRendered).not.toHaveBeenCalled();
    window.localStorage.setItem(GUEST_PRODUCTS_KEY, JSON.stringify(['KASK-1']));
    savedSkus = ['KASK-1'];
    await act(async () => {
      window.dispatchEvent(new Event(GUEST_PRODUCTS_CHANGED));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(stateRendered).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'common.savedProducts.save' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('loads the state part for a signed-in customer, whose list is in the account', async () => {
    document.cookie = 'customer_expire_time=1900000000; path=/';
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<SaveHeart sku="KASK-1" name="Kask" />);
    await stateLoaded();
    expect(stateRendered).toHaveBeenCalled();
  });
});
