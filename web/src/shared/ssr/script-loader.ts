/** What the shopper does that the loaders take as a turn to the page. */
export type ShopperEvent = 'pointerover' | 'pointerdown' | 'touchstart' | 'keydown' | 'focusin';

/** Every such event: a pointer over the page too (a hover's prefetch, the route manifests). */
export const SHOPPER_EVENTS: readonly ShopperEvent[] = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];

/**
 * The part every inline script loader of the page shares (manifests-after-load.tsx,
 * scripts-after-paint.tsx): short ES5 inside `function(w,d){…}`, hashed into the page's script
 * policy by the server. It declares `go()`, which appends `sources` to the head once, in order and
 * run in that order (`async = false`), and calls it at the shopper's first of `events`; the loader
 * adds when else to call it.
 */
export function loaderPrelude(sources: readonly string[], events: readonly ShopperEvent[] = SHOPPER_EVENTS): string {
  // No source can close the inline script: `<` is written as its escape.
  const list = sources.map((s) => JSON.stringify(s).replace(/</g, '\\u003c')).join(',');
  return (
    `var s=[${list}],done=0,e=${JSON.stringify(events).replace(/"/g, "'")};` +
    `function go(){if(done)return;done=1;for(var i=0;i<e.length;i++)w.removeEventListener(e[i],go,true);` +
    `for(i=0;i<s.length;i++){var x=d.createElement('script');x.src=s[i];x.async=false;d.head.appendChild(x)}}` +
    `for(var i=0;i<e.length;i++)w.addEventListener(e[i],go,{capture:true,passive:true});`
  );
}
