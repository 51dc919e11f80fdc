import { isValidElement, type ReactElement } from 'react';
import { manifestsAfterLoad, manifestsLoader } from './manifests-after-load';

const BUILD = '/_next/static/abc123/_buildManifest.js';
const SSG = '/_next/static/abc123/_ssgManifest.js';
const MIDDLEWARE = '/_next/static/abc123/_clientMiddlewareManifest.js';

/** What Next's Head renders for a page's scripts (pages router, optimised loading). */
const nextScripts = (): ReactElement[] => [
  <script key="boot" dangerouslySetInnerHTML={{ __html: 'self.TURBOPACK=[]' }} />,
  <script key="a" src="/_next/static/chunks/a.js" defer />,
  <script key="b" src="/_next/static/chunks/b.js" defer />,
  <script key="build" src={BUILD} defer />,
  <script key="ssg" src={SSG} defer />,
  <script key="mw" src={MIDDLEWARE} defer />,
];

const srcOf = (e: ReactElement) => (e.props as { src?: string }).src;

/** Runs a loader as the browser would, in this document. */
function runLoader(html: string): void {
  new Function(html)();
}

const appended = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

describe('manifestsAfterLoad: the page scripts Next renders', () => {
  it('keeps the chunks, the bootstrap and the middleware matchers, in order, and moves the two manifests to a loader at the end', () => {
    const out = manifestsAfterLoad(nextScripts());
    expect(out.map(srcOf)).toEqual([undefined, '/_next/static/chunks/a.js', '/_next/static/chunks/b.js', MIDDLEWARE, undefined]);
    const loader = out.at(-1)!;
    expect(isValidElement(loader) && loader.type).toBe('script');
    const html = (loader.props as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html;
    expect(html).toContain(JSON.stringify(BUILD));
    expect(html.indexOf(JSON.stringify(BUILD))).toBeLessThan(html.indexOf(JSON.stringify(SSG)));
  });

  it('changes nothing when there is no manifest among them', () => {
    const scripts = nextScripts().filter((e) => srcOf(e) !== BUILD && srcOf(e) !== SSG);
    const out = manifestsAfterLoad(scripts);
    expect(out.map(srcOf)).toEqual(scripts.map(srcOf));
    expect(out.map((e) => e.props)).toEqual(scripts.map((e) => e.props));
    expect(manifestsAfterLoad(null)).toEqual([]);
  });

  it('writes no source that could close the inline script', () => {
    expect(manifestsLoader(['/_next/static/x/</script><script>alert(1)//_buildManifest.js'])).not.toContain('</script>');
  });
});

describe('manifestsLoader: in the browser', () => {
  afterEach(() => {
    document.head.querySelectorAll('script[src]').forEach((s) => s.remove());
    jest.useRealTimers();
  });

  it('fetches nothing while the page loads, then the manifests, in order, once it is idle', () => {
    jest.useFakeTimers();
    const idle = jest.fn((callback: () => void) => setTimeout(callback, 5));
    Object.assign(window, { requestIdleCallback: idle });
    runLoader(manifestsLoader([BUILD, SSG]));
    // jsdom's document is complete already: the loader waits for idle time, not for another load.
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(10);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(appended()).toEqual([BUILD, SSG]);
    const scripts = [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];
    expect(scripts.every((s) => s.async === false)).toBe(true);
  });

  it("fetches them at the shopper's first pointer or key, before idle time, and only once", () => {
    jest.useFakeTimers();
    Object.assign(window, { requestIdleCallback: (callback: () => void) => setTimeout(callback, 60_000) });
    runLoader(manifestsLoader([BUILD, SSG]));
    window.dispatchEvent(new Event('pointerdown'));
    expect(appended()).toEqual([BUILD, SSG]);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(60_000);
    expect(appended()).toEqual([BUILD, SSG]);
  });
});
