import { lazy, Suspense, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { manifestsAfterLoad } from './manifests-after-load';
import {
  HYDRATION_MEASURE,
  LCP_SETTLE_MS,
  SCRIPTS_AFTER_PAINT_ID,
  SCRIPTS_WAIT_CAP_MS,
  scriptsAfterPaint,
  scriptsLoader,
} from './scripts-after-paint';

const BUILD = '/_next/static/abc123/_buildManifest.js';

/** What Next's Head renders for a page's scripts: its dynamic chunks, the bootstrap, its chunks, a polyfill. */
const nextScripts = (): ReactElement[] => [
  <script key="dyn" src="/_next/static/chunks/dyn.js" defer />,
  <script key="boot" dangerouslySetInnerHTML={{ __html: 'self.TURBOPACK=[]' }} />,
  <script key="poly" src="/_next/static/chunks/polyfills.js" noModule defer />,
  <script key="a" src="/_next/static/chunks/a.js" defer />,
  <script key="b" src="/_next/static/chunks/b.js" defer />,
  <script key="build" src={BUILD} defer />,
];

const propsOf = (e: ReactElement) => e.props as { src?: string; id?: string; dangerouslySetInnerHTML?: { __html: string } };
const appended = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

describe('scriptsAfterPaint: the page scripts Next renders', () => {
  it('keeps the inline bootstrap and the nomodule polyfill, and moves every other script, in order, to one loader at the end', () => {
    const out = scriptsAfterPaint(manifestsAfterLoad(nextScripts()));
    expect(out.map((e) => propsOf(e).src)).toEqual([undefined, '/_next/static/chunks/polyfills.js', undefined, undefined]);
    const loader = propsOf(out.at(-1)!);
    expect(loader.id).toBe(SCRIPTS_AFTER_PAINT_ID);
    const html = loader.dangerouslySetInnerHTML!.__html;
    const order = ['/_next/static/chunks/dyn.js', '/_next/static/chunks/a.js', '/_next/static/chunks/b.js'].map((s) =>
      html.indexOf(JSON.stringify(s)),
    );
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    // The manifests keep their own loader, after the page has loaded.
    expect(html).not.toContain(BUILD);
    expect(propsOf(out[2]!).dangerouslySetInnerHTML!.__html).toContain(BUILD);
  });

  it('writes no source that could close the inline script', () => {
    expect(scriptsLoader(['/_next/static/</script><script>alert(1)//a.js'])).not.toContain('</script>');
  });
});

// Each test's loader listens on the window; `stopLoaders` removes what it added, so none outlives its test.
const listening: Array<[string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]> = [];
const run = (sources: string[]) => {
  const add = window.addEventListener.bind(window);
  const spy = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listening.push([type, listener, options]);
    add(type, listener, options);
  });
  new Function(scriptsLoader(sources))();
  spy.mockRestore();
};
const stopLoaders = () => {
  for (const [type, listener, options] of listening.splice(0)) window.removeEventListener(type, listener, options);
};

describe('scriptsLoader: in the browser', () => {
  let observers: Array<(list: { getEntries(): Array<{ element: Element | null }> }) => void> = [];
  const paint = (element: Element | null) => observers.forEach((callback) => callback({ getEntries: () => [{ element }] }));

  beforeEach(() => {
    jest.useFakeTimers();
    observers = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
  });
  afterEach(() => {
    stopLoaders();
    document.head.querySelectorAll('script[src]').forEach((s) => s.remove());
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it("asks for nothing until the page's picture is painted, then for every script, in order, run in order", () => {
    document.body.innerHTML = '<p>Title</p><img fetchpriority="high" src="/media/bike.svg">';
    const picture = document.querySelector('img')!;
    jest.spyOn(picture, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 400, width: 300 } as DOMRect);
    run(['/a.js', '/b.js']);
    paint(document.querySelector('p'));
    jest.advanceTimersByTime(10);
    expect(appended()).toEqual([]);
    paint(picture);
    jest.advanceTimersByTime(LCP_SETTLE_MS - 1);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended()).toEqual(['/a.js', '/b.js']);
    expect([...document.head.querySelectorAll('script[src]')].every((s) => (s as HTMLScriptElement).async === false)).toBe(true);
  });

  it('with no picture on the first screen, asks once anything is painted', () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/media/far-below.svg">';
    jest
      .spyOn(document.querySelector('img')!, 'getBoundingClientRect')
      .mockReturnValue({ top: 5000, bottom: 5300, width: 300 } as DOMRect);
    run(['/a.js']);
    paint(null);
    jest.advanceTimersByTime(LCP_SETTLE_MS);
    expect(appended()).toEqual(['/a.js']);
  });

  describe('where the browser tells whether the picture is on the first screen (IntersectionObserver)', () => {
    type Entry = { isIntersecting: boolean; intersectionRect: { width: number; height: number } };
    let intersections: Array<(entries: Entry[]) => void> = [];
    /** What the browser tells: the picture's area on the first screen (none: not on it). */
    const tellArea = (isIntersecting: boolean, width: number, height: number) =>
      intersections.forEach((callback) => callback([{ isIntersecting, intersectionRect: { width, height } }]));
    const tell = (onScreen: boolean) => (onScreen ? tellArea(true, 300, 200) : tellArea(false, 0, 0));
    beforeEach(() => {
      intersections = [];
      class FakeIntersectionObserver {
        constructor(callback: (typeof intersections)[number]) {
          intersections.push(callback);
        }
        observe() {}
        disconnect() {}
      }
      Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    });
    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    it('never asks the picture for its box (no layout forced while the page is parsed)', () => {
      document.body.innerHTML = '<p>Title</p><img fetchpriority="high" src="/media/bike.webp">';
      const picture = document.querySelector('img')!;
      const box = jest.spyOn(picture, 'getBoundingClientRect');
      run(['/a.js']);
      tell(true);
      paint(document.querySelector('p'));
      jest.advanceTimersByTime(LCP_SETTLE_MS);
      expect(appended()).toEqual([]);
      paint(picture);
      jest.advanceTimersByTime(LCP_SETTLE_MS);
      expect(appended()).toEqual(['/a.js']);
      expect(box).not.toHaveBeenCalled();
    });

    it('with the picture below the first screen, asks once anything is painted, whichever is told first', () => {
      document.body.innerHTML = '<p>Title</p><img fetchpriority="high" src="/media/far-below.webp">';
      run(['/a.js']);
      paint(document.querySelector('p'));
      jest.advanceTimersByTime(LCP_SETTLE_MS);
      expect(appended()).toEqual([]);
      tell(false);
      jest.advanceTimersByTime(LCP_SETTLE_MS - 1);
      expect(appended()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(appended()).toEqual(['/a.js']);
    });

    it('takes a picture that only touches the first screen (no area on it) for one below it', () => {
      document.body.innerHTML = '<p>Title</p><img fetchpriority="high" src="/media/at-the-fold.webp">';
      run(['/a.js']);
      // The observer counts an edge-adjacent target as intersecting; no largest paint is ever reported for it.
      tellArea(true, 412, 0);
      paint(document.querySelector('p'));
      jest.advanceTimersByTime(LCP_SETTLE_MS);
      expect(appended()).toEqual(['/a.js']);
    });

    it('without largest-contentful-paint entries, asks two frames after a picture below the first screen is told', () => {
      Object.assign(window, { PerformanceObserver: undefined });
      document.body.innerHTML = '<img fetchpriority="high" src="/media/far-below.webp">';
      run(['/a.js']);
      jest.advanceTimersByTime(100);
      expect(appended()).toEqual([]);
      tell(false);
      jest.advanceTimersByTime(100);
      expect(appended()).toEqual(['/a.js']);
    });
  });

  it('waits for a larger paint after the picture (a heading painted later) before it asks', () => {
    document.body.innerHTML = '<h1>Fast, light and precise</h1><img fetchpriority="high" src="/media/card.svg">';
    const picture = document.querySelector('img')!;
    jest.spyOn(picture, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 200, width: 100 } as DOMRect);
    run(['/a.js']);
    paint(picture);
    jest.advanceTimersByTime(LCP_SETTLE_MS - 50);
    paint(document.querySelector('h1'));
    jest.advanceTimersByTime(LCP_SETTLE_MS - 1);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended()).toEqual(['/a.js']);
  });

  it('asks at once when the shopper turns to the page first, and only once', () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/media/bike.svg">';
    jest
      .spyOn(document.querySelector('img')!, 'getBoundingClientRect')
      .mockReturnValue({ top: 0, bottom: 300, width: 300 } as DOMRect);
    run(['/a.js']);
    window.dispatchEvent(new Event('pointerdown'));
    paint(document.querySelector('img'));
    jest.advanceTimersByTime(SCRIPTS_WAIT_CAP_MS);
    expect(appended()).toEqual(['/a.js']);
  });

  it('takes no pointer passing over the page (a resting mouse) for a turn to it', () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/media/bike.svg">';
    jest
      .spyOn(document.querySelector('img')!, 'getBoundingClientRect')
      .mockReturnValue({ top: 0, bottom: 300, width: 300 } as DOMRect);
    run(['/a.js']);
    window.dispatchEvent(new Event('pointerover'));
    jest.advanceTimersByTime(100);
    expect(appended()).toEqual([]);
    window.dispatchEvent(new Event('touchstart'));
    expect(appended()).toEqual(['/a.js']);
  });

  it(`asks after ${SCRIPTS_WAIT_CAP_MS} ms at the latest when nothing is reported painted`, () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/media/bike.svg">';
    jest
      .spyOn(document.querySelector('img')!, 'getBoundingClientRect')
      .mockReturnValue({ top: 0, bottom: 300, width: 300 } as DOMRect);
    run(['/a.js']);
    jest.advanceTimersByTime(SCRIPTS_WAIT_CAP_MS - 1);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended()).toEqual(['/a.js']);
  });

  describe('what the shopper does before the page has hydrated', () => {
    let hydrated = false;
    beforeEach(() => {
      hydrated = false;
      // What Next records once the page has hydrated (jsdom keeps no performance entries).
      Object.defineProperty(performance, 'getEntriesByName', {
        configurable: true,
        value: (name: string) => (hydrated && name === HYDRATION_MEASURE ? [{}] : []),
      });
    });
    afterEach(() => {
      delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    });

    it("replays a button's click once the page has hydrated, and asks for the scripts at once", () => {
      document.body.innerHTML = '<button type="button" id="b"><span>Unsubscribe</span></button>';
      const clicks = jest.fn();
      run(['/a.js']);
      document.querySelector('span')!.click();
      expect(appended()).toEqual(['/a.js']);
      // The page's own handler (React's, once hydrated) sees the replayed click, not the first one.
      document.getElementById('b')!.addEventListener('click', clicks);
      jest.advanceTimersByTime(200);
      expect(clicks).not.toHaveBeenCalled();
      hydrated = true;
      jest.advanceTimersByTime(51);
      expect(clicks).toHaveBeenCalledTimes(1);
    });

    it('holds a form with no action of its own (its fields would go into the address) and submits it once hydrated', () => {
      document.body.innerHTML =
        '<form id="f"><input name="password" value="secret"><button type="submit">Sign in</button></form>' +
        '<form id="s" action="/search/"><button type="submit">Search</button></form>';
      const signIn = document.getElementById('f') as HTMLFormElement;
      const search = document.getElementById('s') as HTMLFormElement;
      const submitted = jest.fn((event: Event) => event.preventDefault());
      run(['/a.js']);
      const first = new Event('submit', { bubbles: true, cancelable: true });
      signIn.dispatchEvent(first);
      expect(first.defaultPrevented).toBe(true);
      // The search form works without scripts: left to the browser.
      const native = new Event('submit', { bubbles: true, cancelable: true });
      search.dispatchEvent(native);
      expect(native.defaultPrevented).toBe(false);
      signIn.addEventListener('submit', submitted);
      signIn.requestSubmit = jest.fn(() => signIn.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
      hydrated = true;
      jest.advanceTimersByTime(51);
      expect(signIn.requestSubmit).toHaveBeenCalledTimes(1);
      expect(submitted).toHaveBeenCalledTimes(1);
    });

    it('never lets a form with no action go by GET, however many submissions are held', () => {
      document.body.innerHTML = '<form id="f"><input name="password" value="secret"></form>';
      const form = document.getElementById('f') as HTMLFormElement;
      run(['/a.js']);
      const submissions = Array.from({ length: 12 }, () => new Event('submit', { bubbles: true, cancelable: true }));
      for (const submission of submissions) form.dispatchEvent(submission);
      expect(submissions.every((submission) => submission.defaultPrevented)).toBe(true);
    });

    it('leaves links and clicks after hydration alone', () => {
      document.body.innerHTML = '<a href="#x" role="button" id="l">Go</a><button type="button" id="b">Open</button>';
      const clicks = jest.fn();
      run(['/a.js']);
      hydrated = true;
      jest.advanceTimersByTime(50);
      document.getElementById('b')!.addEventListener('click', clicks);
      document.getElementById('b')!.click();
      document.getElementById('l')!.click();
      jest.advanceTimersByTime(100);
      expect(clicks).toHaveBeenCalledTimes(1);
    });
  });
});

/**
 * With React itself: a sign-in form in a Suspense boundary (as the layouts render the page), server
 * rendered, then hydrated while the boundary waits for its code, as a slow phone does.
 */
describe('scriptsLoader with React: text typed before React takes a field over', () => {
  let hydratedMark = false;
  let root: Root | null = null;
  const sent = jest.fn<void, [string]>();

  function SignIn(): React.JSX.Element {
    const [email, setEmail] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent(email);
        }}
      >
        <input id="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit">Sign in</button>
      </form>
    );
  }

  /** Server HTML of the page; `hydrate()` starts React with the boundary's code not yet arrived. */
  function serve(withLoader: boolean) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense>
        <SignIn />
      </Suspense>,
    );
    document.body.appendChild(container);
    if (withLoader) run(['/a.js']);
    let arrive: () => void = () => undefined;
    const code = new Promise<{ default: typeof SignIn }>((resolve) => {
      arrive = () => resolve({ default: SignIn });
    });
    const LaterSignIn = lazy(() => code);
    const field = container.querySelector('input')!;
    const form = container.querySelector('form')!;
    return {
      field,
      form,
      type(text: string) {
        // What the browser does as the shopper types: the value (not through the page's own setter,
        // which React watches), then an input event.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      },
      async hydrate() {
        await act(async () => {
          root = hydrateRoot(
            container,
            <Suspense>
              <LaterSignIn />
            </Suspense>,
          );
        });
        hydratedMark = true; // Next's mark: the page's root has hydrated, not yet the boundary.
      },
      async codeArrives() {
        await act(async () => {
          arrive();
          await code;
        });
      },
    };
  }
  const settle = (ms = 150) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  beforeEach(() => {
    hydratedMark = false;
    sent.mockReset();
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: (name: string) => (hydratedMark && name === HYDRATION_MEASURE ? [{}] : []),
    });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    stopLoaders();
    document.head.querySelectorAll('script[src]').forEach((s) => s.remove());
    document.body.innerHTML = '';
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
  });

  it('without the loader, React sends an empty email for text typed before it hydrated the field (why the loader tells it)', async () => {
    const page = serve(false);
    await page.hydrate();
    page.type('rider@example.com');
    await page.codeArrives();
    await settle();
    expect(page.field.value).toBe('rider@example.com');
    act(() => page.form.requestSubmit());
    expect(sent).toHaveBeenCalledWith('');
  });

  it('typed and sent before any script ran: the form is held, then sent once, with the text, when its part has hydrated', async () => {
    const page = serve(true);
    page.type('rider@example.com');
    const submissions: SubmitEvent[] = [];
    const seen = (event: Event) => submissions.push(event as SubmitEvent);
    window.addEventListener('submit', seen);
    page.form.querySelector('button')!.click();
    window.removeEventListener('submit', seen);
    // Not sent to this URL by GET with its fields.
    expect(submissions.map((event) => [event.defaultPrevented, event.submitter?.textContent])).toEqual([[true, 'Sign in']]);
    await page.hydrate();
    await settle();
    expect(sent).not.toHaveBeenCalled();
    await page.codeArrives();
    await settle();
    expect(sent.mock.calls).toEqual([['rider@example.com']]);
  });

  it("typed after the page's root hydrated but before the field's part did: the text reaches the form", async () => {
    const page = serve(true);
    await page.hydrate();
    await settle();
    page.type('rider@example.com');
    await page.codeArrives();
    await settle();
    act(() => page.form.querySelector('button')!.click());
    expect(sent.mock.calls).toEqual([['rider@example.com']]);
  });

  it('leaves text typed after React took the field over to React (told once, not again)', async () => {
    const page = serve(true);
    await page.hydrate();
    await page.codeArrives();
    await settle();
    const told = jest.fn();
    page.field.addEventListener('input', told);
    page.type('a@example.co');
    page.type('a@example.com');
    await settle();
    // Only the shopper's two input events: the loader told the field nothing.
    expect(told).toHaveBeenCalledTimes(2);
    act(() => page.form.requestSubmit());
    expect(sent.mock.calls).toEqual([['a@example.com']]);
  });
});
