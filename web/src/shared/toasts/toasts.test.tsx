import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_TOAST_TIMEOUT_MS, ToastsOutlet, ToastsProvider, useToasts } from './toasts';

jest.mock('../i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

function Trigger({ timeout, onAction }: { timeout?: number; onAction?: () => void }) {
  const { notify } = useToasts();
  return (
    <button
      type="button"
      onClick={() =>
        notify({
          title: 'Saved',
          description: 'All good',
          timeout,
          actions: onAction ? [{ label: 'Undo', onClick: onAction }] : undefined,
        })
      }
    >
      notify
    </button>
  );
}

/** Lets the toasts' own chunk (loaded with the first toast) arrive: promises only, no timers. */
const chunkLoaded = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

const setup = async (props: { timeout?: number; onAction?: () => void } = {}) => {
  render(
    <ToastsProvider>
      <ToastsOutlet />
      <Trigger {...props} />
    </ToastsProvider>,
  );
  // The live region is there before any toast, so the first one is announced.
  expect(screen.getByTestId('Toasts-list').getAttribute('aria-live')).toBe('polite');
  fireEvent.click(screen.getByText('notify'));
  await chunkLoaded();
  expect(screen.getByText('Saved')).not.toBeNull();
};

describe('toasts (spec §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is announced as a status (the country change), in the live region below the header', async () => {
    await setup();
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Saved');
    expect(screen.getByTestId('Toasts-outlet').contains(toast)).toBe(true);
  });

  it('dismisses after the 5000 ms default', async () => {
    await setup();
    expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('pauses the timer while hovered and resumes with the time left', async () => {
    await setup({ timeout: 1000 });
    act(() => jest.advanceTimersByTime(600));
    fireEvent.mouseEnter(screen.getByTestId('Toast-item'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByTestId('Toast-item'));
    act(() => jest.advanceTimersByTime(399));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('closes on the close button and on an action, running the action', async () => {
    const onAction = jest.fn();
    await setup({ onAction });
    fireEvent.click(screen.getByRole('button', { name: 'common.toasts.close' }));
    expect(screen.queryByText('Saved')).toBeNull();
    fireEvent.click(screen.getByText('notify'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
