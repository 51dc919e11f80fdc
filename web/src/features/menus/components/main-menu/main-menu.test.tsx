import { act, fireEvent, render, screen } from '@testing-library/react';
import type { MenuNode } from '../../menus.rules';
import { menuNode as node } from '../../menus.test-support';
import { MainMenu } from './main-menu';

jest.mock('next/router', () => ({ useRouter: () => ({ events: { on: jest.fn(), off: jest.fn() } }) }));
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) => (options?.title ? `${key}:${String(options.title)}` : key),
  }),
}));

const tree: MenuNode[] = [
  node(1, 'Bikes', [node(11, 'Road', [node(111, 'Endurance')]), node(12, 'Gravel')]),
  node(2, 'Parts', [node(21, 'Wheels')]),
  node(3, 'Blog'),
];

// jsdom applies no media queries: the nav keeps its below-desktop display: none, so queries take hidden elements.

const pressEscape = () =>
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  });

/** Keyboard-opens a top entry: focus on its button, then Enter (a click, for a button). */
const open = (name: string): HTMLElement => {
  const trigger = screen.getByRole('button', { name, hidden: true });
  trigger.focus();
  fireEvent.click(trigger);
  return trigger;
};

describe('MainMenu (desktop mega menu)', () => {
  it('Escape from a link inside the open panel closes it and puts focus back on its button', () => {
    render(<MainMenu tree={tree} />);
    const bikes = open('Bikes');
    expect(bikes.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('link', { name: 'Road', hidden: true }).focus();
    pressEscape();
    expect(bikes.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('main-menu-panel-1')?.hidden).toBe(true);
    expect(document.activeElement).toBe(bikes);
  });

  it('Escape on the button itself closes the panel and leaves focus there', () => {
    render(<MainMenu tree={tree} />);
    const bikes = open('Bikes');
    pressEscape();
    expect(bikes.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bikes);
  });

  it('returns focus to the button of the panel that is open, after switching panels', () => {
    render(<MainMenu tree={tree} />);
    open('Bikes');
    const parts = open('Parts');
    expect(document.activeElement).toBe(parts);
    screen.getByRole('link', { name: 'Wheels', hidden: true }).focus();
    pressEscape();
    expect(parts.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(parts);
  });

  it('a click elsewhere closes it without pulling focus back', () => {
    render(
      <>
        <MainMenu tree={tree} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const bikes = open('Bikes');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    act(() => {
      fireEvent.mouseDown(elsewhere);
    });
    expect(bikes.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(elsewhere);
  });
});
