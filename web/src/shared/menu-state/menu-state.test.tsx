import { act, fireEvent, render, screen } from '@testing-library/react';
import { MenuStateProvider, useMenuState } from './menu-state';

function Buttons() {
  const { activeMenu, openMenu, closeMenu, toggleMenu } = useMenuState();
  return (
    <>
      <span data-testid="active">{activeMenu ?? 'none'}</span>
      <button type="button" onClick={() => openMenu('mobile')}>
        mobile
      </button>
      <button type="button" onClick={() => toggleMenu('cart')}>
        cart
      </button>
      <button type="button" onClick={closeMenu}>
        close
      </button>
    </>
  );
}

describe('the single active menu (spec §2)', () => {
  beforeEach(() =>
    render(
      <MenuStateProvider>
        <Buttons />
      </MenuStateProvider>,
    ),
  );

  it('holds one menu at a time and marks the body while open', () => {
    fireEvent.click(screen.getByText('mobile'));
    expect(screen.getByTestId('active').textContent).toBe('mobile');
    expect(document.body.classList.contains('menu-open')).toBe(true);
    expect(document.body.dataset.menuOpen).toBe('mobile');
    fireEvent.click(screen.getByText('cart'));
    expect(screen.getByTestId('active').textContent).toBe('cart');
    expect(document.body.dataset.menuOpen).toBe('cart');
  });

  it('clears the value and the body marker on close and on Escape', () => {
    fireEvent.click(screen.getByText('mobile'));
    fireEvent.click(screen.getByText('close'));
    expect(screen.getByTestId('active').textContent).toBe('none');
    expect(document.body.classList.contains('menu-open')).toBe(false);
    fireEvent.click(screen.getByText('cart'));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(screen.getByTestId('active').textContent).toBe('none');
    expect(document.body.dataset.menuOpen).toBeUndefined();
  });
});
