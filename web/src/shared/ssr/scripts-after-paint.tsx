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
/** How often, and how many times at most, the loader looks for it (ms; 20 s in all). */
const HYDRATION_POLL_MS = 50;
const HYDRATION_POLLS = 400;

/** The id of the loader's script element (the Lighthouse bench reads the first-load scripts from it). */
export const SCRIPTS_AFTER_PAINT_ID = 'first-load-scripts';

/**
 * The inline loader for `sources`: short ES5, hashed into the page's script policy by the server.
 * "Painted" is the browser's own word where it has it: the largest-contentful-paint entry for the
 * picture (for anything, when the page marks no picture or its picture is outside the first
 * screen), and no larger paint within LCP_SETTLE_MS of the last. A browser without such entries
 * waits two animation frames after the picture is decoded, or after the document is parsed. A page
 * opened in the background paints nothing: it asks at once. What the shopper does before the page
 * has hydrated is not lost: links work as links; a button's click and a form's submission (unless
 * the form has an action of its own, as the search box has) are held and replayed once it has.
 */
export function scriptsLoader(sources: readonly string[]): string {
  return (
    `(function(w,d){${loaderPrelude(sources, TURNS)}` +
    // Held until the page has hydrated, then replayed: a form's submission (one with no action of
    // its own would go to this URL by GET, its fields in the address) and a button's click, after
    // the fields' text (below) is in the page's state (React applies it in a microtask).
    `var q=[],live=0,n=0;function replay(){if(live)return;live=1;typed();w.setTimeout(function(){for(var i=0;i<q.length;i++)q[i]();q=[]},0)}` +
    // Text typed before the page hydrated is not in the page's state (and hydrating may clear the
    // field): what each field last held is told again, as the browser tells a change (its value set
    // past the page's own record of it, then an input event).
    `var k=[];function keep(v){var x=v.target;if(!live&&x&&(x.tagName==='INPUT'||x.tagName==='TEXTAREA')&&k.indexOf(x)<0)k.push(x);` +
    `if(x)x.__typed=x.value}w.addEventListener('input',keep,true);` +
    `function typed(){for(var i=0;i<k.length;i++){var x=k[i],v=x.__typed,o=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(x),'value');` +
    `if(!x.isConnected||!o||!o.set)continue;x.value=v===''?' ':'';o.set.call(x,v);x.dispatchEvent(new Event('input',{bubbles:true}))}}` +
    `(function poll(){if(w.performance&&performance.getEntriesByName&&performance.getEntriesByName('${HYDRATION_MEASURE}').length||n++>${HYDRATION_POLLS})return replay();w.setTimeout(poll,${HYDRATION_POLL_MS})})();` +
    `function hold(v){if(live||q.length>9)return;var t=v.target;if(v.type==='submit'){if(t.hasAttribute('action'))return;` +
    `v.preventDefault();v.stopImmediatePropagation();q.push(function(){if(t.isConnected&&t.requestSubmit)t.requestSubmit()});return go()}` +
    `var b=t&&t.closest&&t.closest('button,[role=button]');if(!b||b.disabled||b.tagName==='A'||b.tagName==='BUTTON'&&b.form&&b.type!=='button')return;` +
    `q.push(function(){if(b.isConnected)b.click()});go()}w.addEventListener('click',hold,true);w.addEventListener('submit',hold,true);` +
    `function frames(){w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})})}` +
    `function start(){if(d.visibilityState==='hidden')return go();w.setTimeout(go,${SCRIPTS_WAIT_CAP_MS});` +
    `var p=d.querySelector('img[fetchpriority="high"]'),r=p&&p.getBoundingClientRect();` +
    `if(r&&(r.bottom<=0||r.top>=w.innerHeight||!r.width))p=null;var t=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;` +
    `if(t&&t.indexOf('largest-contentful-paint')>=0){var seen=0,timer;new PerformanceObserver(function(l){var x=l.getEntries();` +
    `for(var i=0;i<x.length;i++)if(!p||x[i].element===p)seen=1;if(seen){w.clearTimeout(timer);timer=w.setTimeout(go,${LCP_SETTLE_MS})}})` +
    `.observe({type:'largest-contentful-paint',buffered:true});return}` +
    `if(!p)return frames();function ready(){p.decode?p.decode().then(frames,frames):frames()}` +
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
