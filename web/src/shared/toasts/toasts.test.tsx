import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_TOAST_TIMEOUT_MS, ToastsProvider, useToasts } from './toasts';

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

const setup = (props: { timeout?: number; onAction?: () => void } = {}) => {
  render(
    <ToastsProvider>
      <Trigger {...props} />
    </ToastsProvider>,
  );
  fireEvent.click(screen.getByText('notify'));
};

describe('toasts (spec §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('dismisses after the 5000 ms default', () => {
    setup();
    expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('pauses the timer while hovered and resumes with the time left', () => {
    setup({ timeout: 1000 });
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

  it('closes on the close button and on an action, running the action', () => {
    const onAction = jest.fn();
    setup({ onAction });
    fireEvent.click(screen.getByRole('button', { name: 'common.toasts.close' }));
    expect(screen.queryByText('Saved')).toBeNull();
    fireEvent.click(screen.getByText('notify'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
