import { render } from '@testing-library/react';
import { tabbableElements } from './use-modal-focus';

describe('tabbableElements', () => {
  it('lists what Tab reaches, in document order, and nothing else', () => {
    const { container } = render(
      <div>
        <a href="/a/">a</a>
        <a>no href</a>
        <button type="button">b</button>
        <button type="button" disabled>
          disabled
        </button>
        <input type="hidden" name="h" />
        <input aria-label="text" />
        <span tabIndex={-1}>programmatic only</span>
        <span tabIndex={0}>focusable span</span>
        <div hidden>
          <button type="button">in hidden</button>
        </div>
        <div inert>
          <button type="button">in inert</button>
        </div>
        <details>
          <summary>closed</summary>
          <a href="/c/">in closed details</a>
        </details>
        <details open>
          <summary>open</summary>
          <a href="/o/">in open details</a>
        </details>
      </div>,
    );
    expect(tabbableElements(container).map((el) => el.textContent || el.getAttribute('aria-label'))).toEqual([
      'a',
      'b',
      'text',
      'focusable span',
      'closed',
      'open',
      'in open details',
    ]);
  });
});
