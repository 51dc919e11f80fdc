import { Writable } from 'node:stream';
import { createLogger, logger, useLogger, type LogLevel } from './logger';

/**
 * For tests: the process's log lines go to memory (parsed JSON) until `restore()`. A test asserts
 * on what operations would read, redaction included, without printing anything.
 */
export function captureLogs(level: LogLevel = 'debug'): { lines: Record<string, unknown>[]; raw: string[]; restore(): void } {
  const previous = logger();
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  useLogger(createLogger({ service: 'test', level, destination }));
  return { lines, raw, restore: () => useLogger(previous) };
}
