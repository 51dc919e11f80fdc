/** The browser's side of the session hint (session-hint.rules.ts), for the parts that render by it. */
import { hasSessionHint } from './session-hint.rules';

/**
 * The session hint as this task sees it. React asks a store for its snapshot several times per
 * render of every part that uses it (the header's parts, each heart), and reading `document.cookie`
 * is not free (Chromium: 20 ms of a child bike page's load at 4x CPU slowdown went to it). The value
 * is read once per task and forgotten when the task ends, so a sign-in or sign-out is seen by the
 * next render as before.
 */
let hintThisTask: boolean | null = null;
export function readSessionHint(): boolean {
  if (hintThisTask === null) {
    hintThisTask = hasSessionHint(document.cookie);
    queueMicrotask(() => {
      hintThisTask = null;
    });
  }
  return hintThisTask;
}
