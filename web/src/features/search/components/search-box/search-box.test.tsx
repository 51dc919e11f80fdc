import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { SuggestionOption } from '../../search.rules';
import { SearchBox } from './search-box';

const push = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB', pathname: '/', query: {}, push }) }));
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: { count?: number }) => (options?.count ? `${key}:${options.count}` : key),
  }),
}));

const options: SuggestionOption[] = [
  { kind: 'category', id: 'category-7', label: 'Helmets', href: '/accessories/helmets/' },
  {
    kind: 'product',
    id: 'product-KASK-1',
    label: 'Kask Protone Icon Helmet',
    href: '/kask-protone-icon-helmet/',
    sku: 'KASK-1',
    price: 239.99,
    special: null,
    currency: 'GBP',
    image: '/media/product/helmet/000000/ffffff.svg',
  },
];
let suggested: { options: SuggestionOption[]; settled: boolean } = { options, settled: true };
const none: never[] = [];
// Noted when the suggestions' code (the hook with its query) is first loaded: on globalThis, since a
// module loaded with the box itself would run this before the test file's own variables exist.
const suggestionsLoaded = () => (globalThis as { mockSuggestionsLoaded?: boolean }).mockSuggestionsLoaded === true;
jest.mock('../../hooks/use-search-suggestions', () => {
  (globalThis as { mockSuggestionsLoaded?: boolean }).mockSuggestionsLoaded = true;
  return {
    // The same arrays from one render to the next, as the real hook's memos give.
    useSearchSuggestions: (text: string) => ({
      options: text.length >= 2 ? suggested.options : none,
      products: none,
      settled: text.length >= 2 && suggested.settled,
      active: text.length >= 2,
    }),
  };
});

beforeEach(() => {
  push.mockReset();
  suggested = { options, settled: true };
});

/** Lets the suggestions' own chunk (loaded when the shopper turns to the box) arrive: promises only. */
const chunkLoaded = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

const typeInto = async (value: string) => {
  const box = screen.getByRole('combobox');
  fireEvent.focus(box);
  await chunkLoaded();
  fireEvent.change(box, { target: { value } });
  return box;
};

describe('SearchBox', () => {
  // First in the file: the suggestions' module is loaded at most once per test file.
  it('is a plain search form until the shopper turns to it: the suggestions are not even loaded', async () => {
    render(<SearchBox />);
    const box = screen.getByRole<HTMLInputElement>('combobox');
    expect(box.closest('form')!.getAttribute('action')).toBe('/search/');
    expect(box.name).toBe('q');
    await chunkLoaded();
    expect(suggestionsLoaded()).toBe(false);
    fireEvent.change(box, { target: { value: 'kask' } });
    fireEvent.submit(box.closest('form')!);
    expect(push).toHaveBeenCalledWith({ pathname: '/search/', query: { q: 'kask' } });

    fireEvent.focus(box);
    await chunkLoaded();
    expect(suggestionsLoaded()).toBe(true);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('is a labelled combobox that opens a listbox of suggestions as the shopper types', async () => {
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'shell.search.label' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await typeInto('kask');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Helmets', 'Kask Protone Icon Helmet£239.99']);
    expect(screen.getByRole('status').textContent).toBe('shell.search.count:2');
  });

  it('moves through the options with the arrow keys, wrapping, and opens the active one with Enter', async () => {
    render(<SearchBox />);
    const box = await typeInto('kask');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const [category, product] = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(category!.id);
    expect(category!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(product!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(category!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(product!.id);
    fireEvent.submit(box.closest('form')!);
    expect(push).toHaveBeenCalledWith('/kask-protone-icon-helmet/');
  });

  it('submits the text to the results page when no option is active', async () => {
    render(<SearchBox />);
    const box = await typeInto('  kask   helmt ');
    fireEvent.submit(box.closest('form')!);
    expect(push).toHaveBeenCalledWith({ pathname: '/search/', query: { q: 'kask helmt' } });
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    render(<SearchBox />);
    const box = (await typeInto('kask')) as HTMLInputElement;
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(box.value).toBe('kask');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('');
  });

  it('says when there are no suggestions, and does not submit an empty text', async () => {
    suggested = { options: [], settled: true };
    render(<SearchBox />);
    const box = await typeInto('qqzz');
    expect(screen.getByRole('status').textContent).toBe('shell.search.none');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(screen.getByTestId('SearchBox-submit').getAttribute('aria-disabled')).toBe('true');
    fireEvent.submit(box.closest('form')!);
    expect(push).not.toHaveBeenCalled();
  });

  it('can be submitted as a plain form: the server-rendered submit button is never disabled', () => {
    const html = renderToString(<SearchBox />);
    const button = html.match(/<button[^>]*data-testid="SearchBox-submit"[^>]*>/)?.[0] ?? '';
    expect(button).toContain('aria-disabled="true"');
    // A disabled default button would stop the form's submission by Enter without JavaScript.
    expect(button).not.toMatch(/\sdisabled(=|\s|>)/);
    expect(html).toMatch(/<form[^>]*action="\/search\/?"/);
  });
});
