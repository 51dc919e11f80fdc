import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { callCartShim } from '../../cart-api';
import { DeliveryInfo } from './delivery-info';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB' }) }));
jest.mock('../../cart-api', () => ({ ...jest.requireActual('../../cart-api'), callCartShim: jest.fn() }));
const shim = callCartShim as jest.MockedFunction<typeof callCartShim>;

const THURSDAY = 'Order now and your order is dispatched on Thursday 3 December.';
const FRIDAY = 'Order now and your order is dispatched on Friday 4 December.';

describe('DeliveryInfo', () => {
  beforeEach(() => shim.mockReset());

  it('shows the text the page was rendered with and does not read it again (strict mode too)', async () => {
    render(
      <StrictMode>
        <DeliveryInfo dispatchDate="2026-12-03" served={{ dispatchDate: '2026-12-03', body: THURSDAY }} />
      </StrictMode>,
    );
    expect(screen.getByTestId('DeliveryInfo-root').textContent).toBe(THURSDAY);
    await act(async () => undefined);
    expect(shim).not.toHaveBeenCalled();
  });

  it('reads the text again when the cart’s dispatch date is not the one the served text was written for', async () => {
    shim.mockResolvedValue({ error: null, globalSet: { body: FRIDAY } });
    render(<DeliveryInfo dispatchDate="2026-12-04" served={{ dispatchDate: '2026-12-03', body: THURSDAY }} />);
    expect(screen.queryByText(THURSDAY)).toBeNull();
    expect((await screen.findByTestId('DeliveryInfo-root')).textContent).toBe(FRIDAY);
    expect(shim).toHaveBeenCalledWith('delivery-info', 'en-GB');
  });

  it('reads the text when the dispatch date changes after the page loaded, and without a served text', async () => {
    shim.mockResolvedValue({ error: null, globalSet: { body: FRIDAY } });
    const { rerender } = render(
      <DeliveryInfo dispatchDate="2026-12-03" served={{ dispatchDate: '2026-12-03', body: THURSDAY }} />,
    );
    rerender(<DeliveryInfo dispatchDate="2026-12-04" served={{ dispatchDate: '2026-12-03', body: THURSDAY }} />);
    expect((await screen.findByText(FRIDAY)).getAttribute('data-testid')).toBe('DeliveryInfo-root');
    expect(shim).toHaveBeenCalledTimes(1);

    shim.mockClear();
    render(<DeliveryInfo dispatchDate="2026-12-04" />);
    await act(async () => undefined);
    expect(shim).toHaveBeenCalledTimes(1);
  });
});
