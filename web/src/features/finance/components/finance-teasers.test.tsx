import { act, render } from '@testing-library/react';
import { FinanceTeasersProvider } from './finance-teasers';

const fetchFinanceTeasers = jest.fn(async () => new Map());
jest.mock('./finance-teasers-fetch', () => ({
  fetchFinanceTeasers: (...args: unknown[]) => fetchFinanceTeasers(...(args as [])),
}));
jest.mock('../../../shared/apollo/query-hooks', () => ({ usePageStore: () => 'en-GB' }));

async function renderIdle(currency: string | null, prices: number[]): Promise<void> {
  jest.useFakeTimers();
  render(
    <FinanceTeasersProvider prices={prices} currency={currency}>
      <p>cards</p>
    </FinanceTeasersProvider>,
  );
  await act(async () => {
    jest.advanceTimersByTime(500);
  });
  jest.useRealTimers();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('FinanceTeasersProvider', () => {
  beforeEach(() => fetchFinanceTeasers.mockClear());

  it('asks for a pound listing’s teasers once the browser is idle', async () => {
    await renderIdle('GBP', [2499, 1899, 2499]);
    expect(fetchFinanceTeasers).toHaveBeenCalledWith([1899, 2499], 'en-GB');
  });

  it('asks nothing for a listing in another currency (its prices are not pounds: a yen price is over the limit)', async () => {
    await renderIdle('JPY', [208800, 1_250_000]);
    await renderIdle(null, [2499]);
    expect(fetchFinanceTeasers).not.toHaveBeenCalled();
  });
});
