/** Debian's `chromium-headless-shell`. */
export declare const HEADLESS_SHELL: string;
/** Debian's `chromium`. */
export declare const CHROMIUM: string;
/** CHROME_PATH when set, else the headless shell when installed, else Chromium. */
export declare function chromePath(): string;
/** The flags that make `executable` headless: none for the shell. */
export declare function headlessArgs(executable: string): string[];
