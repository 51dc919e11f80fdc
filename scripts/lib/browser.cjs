'use strict';
// The browser the end-to-end tests and the benches drive: one rule for all of them.
const { existsSync } = require('node:fs');

/** Debian's `chromium-headless-shell`: Chromium's old headless mode, the same Blink and V8 without the browser's UI. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's `chromium`: the whole browser, headless through `--headless=new`. */
const CHROMIUM = '/usr/bin/chromium';

/**
 * CHROME_PATH when set, else the headless shell when installed, else Chromium. The shell is
 * preferred: Chromium 156's new headless mode is the whole browser, which builds its own omnibox
 * WebUI beside about half of all page loads. On a 2-core machine that work competes with the page
 * (Lighthouse counts it as the page's blocking time) and slows every test.
 */
function chromePath() {
  return process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
}

/**
 * The flags that make `executable` headless: none for a headless shell (Debian's, Chrome for
 * Testing's chrome-headless-shell, Playwright's headless_shell), which is never anything else.
 */
function headlessArgs(executable) {
  return /headless[-_]shell$/.test(executable) ? [] : ['--headless=new'];
}

module.exports = { chromePath, headlessArgs };
