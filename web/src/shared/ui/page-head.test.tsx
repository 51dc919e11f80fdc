/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { PageHead } from './page-head';

const router = { locale: 'en-GB', asPath: '/bikes/road/', pathname: '/[...slug]', query: {} } as unknown as NextRouter;

/** The head next/head gives the document after the page has rendered `times` times on the server. */
function headAfterRenders(page: ReactElement, times: number): string[] {
  let head: ReactElement[] = [];
  const manager = { updateHead: (state: ReactElement[]) => void (head = state), mountedInstances: new Set() };
  for (let i = 0; i < times; i++) {
    renderToString(
      <RouterContext.Provider value={router}>
        <HeadManagerContext.Provider value={manager}>{page}</HeadManagerContext.Provider>
      </RouterContext.Provider>,
    );
  }
  return head.map((element) => renderToString(element));
}

describe('PageHead', () => {
  it('leaves one of each tag when the server renders the page twice (server/react-dom-server-inline.cjs falls back so)', () => {
    const page = (
      <PageHead title="Road bikes" description="Carbon and aluminium road bikes" keywords="road, bikes" image="/media/road.jpg" />
    );
    const once = headAfterRenders(page, 1);
    const twice = headAfterRenders(page, 2);
    expect(twice).toEqual(once);
    expect(once.filter((tag) => tag.startsWith('<link rel="canonical"'))).toHaveLength(1);
    expect(once.filter((tag) => tag.includes('property="og:title"'))).toHaveLength(1);
    expect(once.some((tag) => tag.startsWith('<title>Road bikes | '))).toBe(true);
  });

  it('leaves one of each tag on a noindex page rendered twice', () => {
    const page = <PageHead title="Search" noIndex />;
    const twice = headAfterRenders(page, 2);
    expect(twice).toEqual(headAfterRenders(page, 1));
    expect(twice.filter((tag) => tag.includes('name="robots"'))).toHaveLength(1);
  });
});
