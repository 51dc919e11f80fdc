import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { loaderPrelude, type ShopperEvent } from './script-loader';

/**
 * The page's scripts after its first paint and its largest picture.
 *
 * The pages router asks for every first-load script in the head (`defer`): about 150 kB that share
 * the network with the page's largest picture and, on a phone, arrive before it. The server has
 * already rendered the whole page, so the scripts add nothing to what the shopper first sees; they
 * make it interactive. Here the scripts are asked for, in the same order and run in that order
 * (`async = false`, as `defer` runs them), once the document is parsed, painted and its largest
 * picture (the one image the page marks `fetchpriority="high"`) has arrived; at the latest
 * `SCRIPTS_WAIT_CAP_MS` after the document is parsed, and at once when the shopper presses, touches,
 * types or focuses anything first. Until then links and forms work as plain HTML. Inline scripts
 * (Next's bootstrap queue) stay where they are: they only fill a queue the scripts read.
 */

/** Longest the scripts wait for the page's picture after the document is parsed (ms). */
export const SCRIPTS_WAIT_CAP_MS = 2500;

/**
 * How long the loader waits after the picture's paint for a larger paint (a heading painted after
 * the picture); each later paint waits again (ms).
 */
export const LCP_SETTLE_MS = 150;

/**
 * What asks for the scripts at once: a press, a touch, a key, a focus. Not a pointer passing over
 * the page: a resting mouse is "over" whatever is laid out under it, and took the scripts ahead of
 * the page's picture in about one Lighthouse run in two.
 */
const TURNS: readonly ShopperEvent[] = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

/** The performance measure Next records once the page has hydrated (its pages router, production too). */
export const HYDRATION_MEASURE = 'Next.js-hydration';
/** How often the loader looks for it, and again for fields React has not yet taken over (ms). */
const HYDRATION_POLL_MS = 50;
/** How many times at most (20 s in all). */
const HYDRATION_POLLS = 400;

/** The id of the loader's script element (the Lighthouse bench reads the first-load scripts from it). */
export const SCRIPTS_AFTER_PAINT_ID = 'first-load-scripts';

/**
 * What the shopper types before React has taken a field over, told to the page once it has.
 *
 * React hydrates the page's frame first and its header, page and footer after it (each a Suspense
 * boundary, layouts.tsx). When React takes over a text field, it records the value the field holds
 * as the one it already knows (`_valueTracker`, on every input and textarea since React 15), so
 * text typed before then never reaches the page's state: the field shows it, the form sends an
 * empty value, and the next render clears it. That happens whenever the shopper is quicker than
 * hydration, with or without this loader; this loader widens the window, so it closes it:
 *
 * - every input event on a text field that React has not taken over yet is noted with its value;
 * - once the page's root has hydrated, each such field is looked at every 50 ms until React has
 *   taken it over (its part hydrated), then told its value as the browser tells a change: set
 *   through React's record to something else, then to the typed value past it, then an input event
 *   (React's own onChange runs);
 * - a form's submission that nothing on the page took (its part not yet hydrated: no handler called
 *   `preventDefault`) is never sent to this URL by GET with its fields; it is held (up to 10) and
 *   sent again, by the same button, once the fields typed before it are told. A form with an action
 *   of its own (the search box) works without scripts and is left to the browser;
 * - a button's click before the root has hydrated is held and clicked again after it (after it,
 *   React hydrates a button's part at once for a click).
 */
const REPLAY =
  // Held actions (at most 10), fields typed before React took them over, the root hydrated, polls.
  `var q=[],P=[],live=0,n=0,m=0,later=0;` +
  `function text(x){return x&&(x.tagName==='TEXTAREA'||x.tagName==='INPUT'&&!/^(checkbox|radio|file|submit|button|image|reset|range|color)$/.test(x.type))}` +
  `function keep(v){var x=v.target;if(!text(x))return;x.__typed=x.value;if(!x._valueTracker&&P.indexOf(x)<0)P.push(x);if(P.length)soon(0)}` +
  `w.addEventListener('input',keep,true);` +
  `function soon(ms){if(live&&!later)later=w.setTimeout(function(){later=0;tell()},ms)}` +
  `function tell(){for(var i=P.length-1;i>=0;i--){var x=P[i];if(!x.isConnected){P.splice(i,1);continue}` +
  `if(!x._valueTracker)continue;P.splice(i,1);` +
  `var v=x.__typed,o=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(x),'value');if(!o||!o.set||v==null)continue;` +
  `x.value=v===''?' ':'';o.set.call(x,v);x.dispatchEvent(new Event('input',{bubbles:true}))}` +
  `if(P.length&&m++<${HYDRATION_POLLS})return soon(${HYDRATION_POLL_MS});P=[];` +
  `var h=q;q=[];for(i=0;i<h.length;i++)h[i]()}` +
  `(function poll(){if(w.performance&&performance.getEntriesByName&&performance.getEntriesByName('${HYDRATION_MEASURE}').length||n++>${HYDRATION_POLLS}){live=1;return soon(0)}` +
  `w.setTimeout(poll,${HYDRATION_POLL_MS})})();` +
  // Bubbling to the window: the page's own handlers (React's, on its root) have run before this.
  `w.addEventListener('submit',function(v){var t=v.target;if(v.defaultPrevented||!t||t.hasAttribute('action'))return;` +
  `v.preventDefault();t.__held=(t.__held||0)+1;if(t.__held>${HYDRATION_POLLS}||q.length>9)return;` +
  `var by=v.submitter&&v.submitter.form===t?v.submitter:null;q.push(function(){if(t.isConnected&&t.requestSubmit)by&&by.isConnected?t.requestSubmit(by):t.requestSubmit()});go();soon(t.__held>1?${HYDRATION_POLL_MS}:0)});` +
  `w.addEventListener('click',function(v){var t=v.target,b=t&&t.closest&&t.closest('button,[role=button]');` +
  `if(live||q.length>9||!b||b.disabled||b.tagName==='A'||b.tagName==='BUTTON'&&b.form&&b.type!=='button')return;` +
  `q.push(function(){if(b.isConnected)b.click()});go()},true);`;

/**
 * The inline loader for `sources`: short ES5, hashed into the page's script policy by the server.
 * "Painted" is the browser's own word where it has it: the largest-contentful-paint entry for the
 * picture (for anything, when the page marks no picture or its picture is outside the first
 * screen), and no larger paint within LCP_SETTLE_MS of the last. A browser without such entries
 * waits two animation frames after the picture is decoded, or, with no picture on the first
 * screen, after the document is parsed and that is known. A page
 * opened in the background paints nothing: it asks at once. Nothing the shopper does meanwhile is
 * lost (REPLAY above).
 *
 * Whether the picture is on the first screen is told by an IntersectionObserver, which the browser
 * answers from the layout it does for its next paint: on it when some of its area is (a picture
 * only touching the screen's edge, or of no area, is never reported as a largest paint). Asking the picture for its box at
 * DOMContentLoaded (getBoundingClientRect) made the browser lay the whole parsed page out there and
 * then, a task later, lay out again for the paint: on a phone-sized product page that forced layout
 * was a task of 15-45 ms of its own. A browser without the observer still asks the box.
 */
export function scriptsLoader(sources: readonly string[]): string {
  return (
    `(function(w,d){${loaderPrelude(sources, TURNS)}${REPLAY}` +
    `function frames(){w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})})}` +
    `function start(){if(d.visibilityState==='hidden')return go();w.setTimeout(go,${SCRIPTS_WAIT_CAP_MS});` +
    // far: the picture is not on the first screen (or there is none), so any paint counts.
    `var p=d.querySelector('img[fetchpriority="high"]'),far=!p,seen=0,pic=0,plain=0,timer;` +
    `function arm(){w.clearTimeout(timer);timer=w.setTimeout(go,${LCP_SETTLE_MS})}` +
    `function told(off){far=off;if(off&&seen)arm();if(off&&plain)frames()}` +
    `if(p&&w.IntersectionObserver){var io=new IntersectionObserver(function(x){io.disconnect();var a=x[0].intersectionRect;told(!(a.width&&a.height))});io.observe(p)}` +
    `else if(p){var r=p.getBoundingClientRect();told(r.bottom<=0||r.top>=w.innerHeight||!r.width)}` +
    `var t=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;` +
    `if(t&&t.indexOf('largest-contentful-paint')>=0){new PerformanceObserver(function(l){var x=l.getEntries();` +
    `for(var i=0;i<x.length;i++){seen=1;if(p&&x[i].element===p)pic=1}if(pic||far)arm()})` +
    `.observe({type:'largest-contentful-paint',buffered:true});return}` +
    `plain=1;if(far)return frames();function ready(){p.decode?p.decode().then(frames,frames):frames()}` +
    `if(p.complete)ready();else{p.addEventListener('load',ready);p.addEventListener('error',frames)}}` +
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',start);else start()})(window,document)`
  );
}

/**
 * The scripts Next renders for a page with every script it loads by `src` taken out (except the
 * `nomodule` polyfills, which modern browsers never load) and one inline loader, at the end, that
 * asks for them after the first paint and the page's picture, in the same order.
 */
export function scriptsAfterPaint(elements: readonly ReactNode[] | null | undefined): ReactElement[] {
  const kept: ReactElement[] = [];
  const later: string[] = [];
  for (const element of Children.toArray(elements ?? [])) {
    if (!isValidElement(element)) continue;
    const props = element.props as { src?: unknown; noModule?: unknown };
    if (element.type === 'script' && typeof props.src === 'string' && !props.noModule) later.push(props.src);
    else kept.push(element);
  }
  if (later.length === 0) return kept;
  return [
    ...kept,
    <script key="scripts-after-paint" id={SCRIPTS_AFTER_PAINT_ID} dangerouslySetInnerHTML={{ __html: scriptsLoader(later) }} />,
  ];
}
