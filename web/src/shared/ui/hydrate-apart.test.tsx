import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent } from '@testing-library/react';
import { HydrateApart } from './hydrate-apart';

function Counter({ name }: { name: string }): React.JSX.Element {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const page = (
  <main>
    <h1>Road bikes</h1>
    <ul>
      {['a', 'b'].map((name) => (
        <HydrateApart key={name}>
          <li>
            <Counter name={name} />
          </li>
        </HydrateApart>
      ))}
    </ul>
  </main>
);

describe('HydrateApart', () => {
  it('renders no element of its own: only the boundary comments around its part', () => {
    const html = renderToString(page);
    expect(html.replace(/<!--\/?\$-->/g, '')).toBe(
      '<main><h1>Road bikes</h1><ul><li><button type="button">a<!-- --> <!-- -->0</button></li><li><button type="button">b<!-- --> <!-- -->0</button></li></ul></main>',
    );
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
  });

  it("hydrates the server's HTML as it is (no part thrown away and rendered again), and its parts then work", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const before = [...container.querySelectorAll('button')];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    const after = [...container.querySelectorAll('button')];
    expect(after).toHaveLength(2);
    after.forEach((button, i) => expect(button).toBe(before[i]));
    await act(async () => {
      fireEvent.click(after[1]!);
    });
    expect(after[1]!.textContent).toBe('b 1');
    container.remove();
  });
});
