import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { css } from '@emotion/react';
import { MenuStateProvider, useMenuState } from '../menu-state/menu-state';
import { Drawer } from './drawer';

jest.mock('next/router', () => ({ useRouter: () => ({ events: { on: jest.fn(), off: jest.fn() } }) }));

/** As the header does it: the opener toggles the menu, the drawer is only mounted while it is open. */
function Shell({ mounted }: { mounted: 'while-open' | 'always' }) {
  const { activeMenu, toggleMenu } = useMenuState();
  const drawer = (
    <Drawer
      name="cart"
      id="test-drawer"
      side="right"
      title="Basket"
      closeLabel="Close basket"
      testId="Test-drawer"
      panelStyles={css``}
    >
      <a href="/first/">First link</a>
      <button type="button">Continue</button>
      <button type="button" disabled>
        Disabled
      </button>
      <details>
        <summary>More</summary>
        <a href="/inside/">Inside the details</a>
      </details>
    </Drawer>
  );
  return (
    <>
      <button type="button" onClick={() => toggleMenu('cart')}>
        Open basket
      </button>
      <a href="/behind/">Behind the drawer</a>
      {mounted === 'always' || activeMenu === 'cart' ? drawer : null}
    </>
  );
}

const renderShell = (mounted: 'while-open' | 'always' = 'while-open') =>
  render(
    <MenuStateProvider>
      <Shell mounted={mounted} />
    </MenuStateProvider>,
  );

/** Keyboard-opens the drawer: focus on the opener, then Enter (a click, for a button). */
const openDrawer = (): HTMLElement => {
  const opener = screen.getByRole('button', { name: 'Open basket' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

/** The × button (the scrim is a button of the same name, out of the Tab order). */
const closeButton = (): HTMLElement => within(screen.getByRole('dialog')).getByRole('button', { name: 'Close basket' });

const pressEscape = () =>
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  });

describe('Drawer focus (a modal dialog)', () => {
  it.each(['while-open', 'always'] as const)('focuses its close button on open (mounted %s)', (mounted) => {
    renderShell(mounted);
    openDrawer();
    expect(screen.getByRole('dialog', { name: 'Basket' })).toBeTruthy();
    expect(document.activeElement).toBe(closeButton());
  });

  it.each(['while-open', 'always'] as const)('returns focus to its opener when closed with Escape (mounted %s)', (mounted) => {
    renderShell(mounted);
    const opener = openDrawer();
    // Escape from deeper inside, not only from the close button.
    screen.getByRole('link', { name: 'First link' }).focus();
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it.each(['while-open', 'always'] as const)(
    'returns focus to its opener when closed with the × button (mounted %s)',
    (mounted) => {
      renderShell(mounted);
      const opener = openDrawer();
      const close = closeButton();
      close.focus();
      fireEvent.click(close);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    },
  );

  it('returns focus to its opener when closed from the scrim', () => {
    renderShell();
    const opener = openDrawer();
    const scrim = screen.getByTestId('Test-drawer').querySelector<HTMLButtonElement>('.scrim')!;
    scrim.focus();
    fireEvent.click(scrim);
    expect(document.activeElement).toBe(opener);
  });

  it('opens again and returns focus again', () => {
    renderShell();
    const opener = openDrawer();
    pressEscape();
    openDrawer();
    expect(document.activeElement).toBe(closeButton());
    pressEscape();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: from the last control to the first, Shift+Tab from the first to the last', () => {
    renderShell();
    openDrawer();
    const close = closeButton();
    // The details is closed: its summary is the last control, its link is not shown.
    const last = screen.getByText('More');

    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(close);

    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(last);
  });

  it('leaves Tab between its own controls to the browser', () => {
    renderShell();
    openDrawer();
    expect(document.activeElement).toBe(closeButton());
    expect(fireEvent.keyDown(closeButton(), { key: 'Tab' })).toBe(true);
    const middle = screen.getByRole('button', { name: 'Continue' });
    middle.focus();
    expect(fireEvent.keyDown(middle, { key: 'Tab', shiftKey: true })).toBe(true);
  });

  it('counts what an open details shows', () => {
    renderShell();
    openDrawer();
    const summary = screen.getByText('More');
    (summary.parentElement as HTMLDetailsElement).open = true;
    summary.focus();
    expect(fireEvent.keyDown(summary, { key: 'Tab' })).toBe(true);
    const link = screen.getByRole('link', { name: 'Inside the details' });
    link.focus();
    expect(fireEvent.keyDown(link, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(closeButton());
  });

  it('pulls focus back inside when Tab is pressed with focus outside it', () => {
    renderShell();
    openDrawer();
    const behind = screen.getByRole('link', { name: 'Behind the drawer' });
    behind.focus();
    fireEvent.keyDown(behind, { key: 'Tab' });
    expect(document.activeElement).toBe(closeButton());
  });
});
