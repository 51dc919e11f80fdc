import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from '../components/search-box/search-box';
import { SUGGEST_DEBOUNCE_MS } from '../search.rules';

// The results page: the box starts with what was searched for.
jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'en-GB', pathname: '/search', query: { q: 'helmet' }, push: jest.fn() }),
}));
jest.mock('../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
const useQuery = jest.fn((_document: unknown, _options: { variables: { query: string }; skip: boolean }) => ({
  data: undefined,
  previousData: undefined,
  loading: false,
}));
jest.mock('../../../shared/apollo/query-hooks', () => ({
  useQuery: (document: unknown, options: { variables: { query: string }; skip: boolean }) => useQuery(document, options),
}));

const asked = () => useQuery.mock.calls.filter(([, options]) => !options.skip).map(([, options]) => options.variables.query);

/** Lets the suggestions' own chunk (loaded when the shopper turns to the box) arrive: promises only. */
const chunkLoaded = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

beforeEach(() => {
  jest.useFakeTimers();
  useQuery.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('useSearchBox on the results page', () => {
  it('shows the searched text but asks for no suggestions until the shopper turns to the box', async () => {
    render(<SearchBox />);
    const box = screen.getByRole<HTMLInputElement>('combobox');
    expect(box.value).toBe('helmet');
    act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS * 5));
    await chunkLoaded();
    // Nothing asked: the page loads without the suggestions' network client.
    expect(asked()).toEqual([]);

    fireEvent.focus(box);
    await chunkLoaded();
    act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    expect(asked()).toContain('helmet');
  });

  it('asks once the shopper types, even without a focus event first', async () => {
    render(<SearchBox />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'kask' } });
    await chunkLoaded();
    act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    expect(new Set(asked())).toEqual(new Set(['kask']));
  });
});
