import { act, render } from '@testing-library/react';
import dynamic from 'next/dynamic';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { clientOnly } from './client-only';

function Menu({ name }: { name: string }): React.JSX.Element {
  return <nav>menu of {name}</nav>;
}
const placeholder = () => <span className="placeholder" />;
const load = () => Promise.resolve(Menu);

/** Hydrates `element` over `serverHtml` (what the server rendered) and collects React's recoverable errors. */
async function hydrate(serverHtml: string, element: React.JSX.Element) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  return { container, errors };
}

describe('clientOnly', () => {
  it('renders the placeholder on the server and while hydrating, even when its code has already arrived', async () => {
    const ClientMenu = clientOnly(load, placeholder);
    // The code arrives first (another part of the page showed it), as when a part hydrates late.
    render(<ClientMenu name="warm-up" />);
    await act(async () => undefined);
    const page = (
      <Suspense>
        <ClientMenu name="Ada" />
      </Suspense>
    );
    const serverHtml = renderToString(page);
    expect(serverHtml).toContain('class="placeholder"');
    const { container, errors } = await hydrate(serverHtml, page);
    expect(errors).toEqual([]);
    // After hydration the component itself.
    expect(container.textContent).toBe('menu of Ada');
  });

  it('is needed: next/dynamic alone renders the loaded component during hydration, which React refuses', async () => {
    const DynamicMenu = dynamic(load, { ssr: false, loading: placeholder });
    render(<DynamicMenu name="warm-up" />);
    await act(async () => undefined);
    const page = (
      <Suspense>
        <DynamicMenu name="Ada" />
      </Suspense>
    );
    // What the server renders for it (next/dynamic's server side renders `loading`).
    const serverHtml = '<!--$--><span class="placeholder"></span><!--/$-->';
    const { errors } = await hydrate(serverHtml, page);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('shows the parts it hydrated one task after another, not all in the task that hydrated them', async () => {
    const ClientMenu = clientOnly(load, placeholder);
    render(<ClientMenu name="warm-up" />);
    await act(async () => undefined);
    const page = (
      <Suspense>
        <ClientMenu name="Ada" />
        <ClientMenu name="Grace" />
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // React's act waits for a macrotask of its own (setImmediate): only the timers are the test's.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      await act(async () => {
        hydrateRoot(container, page);
      });
      const shown = () => container.querySelectorAll('nav').length;
      expect(shown()).toBe(0);
      const oneTask = () => act(async () => void jest.runOnlyPendingTimers());
      await oneTask();
      expect(shown()).toBe(1);
      await oneTask();
      expect(shown()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
    expect(container.textContent).toBe('menu of Adamenu of Grace');
  });

  it('shows a part mounted after the page has hydrated at once (a page opened in the browser)', async () => {
    const ClientMenu = clientOnly(load, placeholder);
    const { container } = render(<ClientMenu name="Ada" />);
    await act(async () => undefined);
    expect(container.textContent).toBe('menu of Ada');
  });
});
