/** CHROME_PATH when set, else the headless shell when installed, else Chromium. */
export declare function chromePath(): string;
/** The flags that make `executable` headless: none for the shell. */
export declare function headlessArgs(executable: string): string[];
