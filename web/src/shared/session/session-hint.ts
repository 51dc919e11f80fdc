/** The browser's side of the session hint (session-hint.rules.ts), for the parts that render by it. */
import { oncePerTask } from '../ui/once-per-task';
import { hasSessionHint } from './session-hint.rules';

/**
 * The session hint as this task sees it. React asks a store for its snapshot several times per
 * render of every part that uses it (the header's parts, each heart), and reading `document.cookie`
 * is not free (Chromium: 20 ms of a child bike page's load at 4x CPU slowdown went to it).
 */
export const readSessionHint = oncePerTask(() => hasSessionHint(document.cookie));
