import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { batchedLogging, LOG_BATCH_BYTES, STDOUT_LOG_DESTINATION } from './log-destination';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('log lines written a batch at a time', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'cadence-log-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A batched destination on a file, flushed every `ms`, and what it has written so far. */
  async function batchedFile(ms = 100) {
    const file = path.join(dir, 'out.log');
    const destination = pino.destination({ ...STDOUT_LOG_DESTINATION, dest: file });
    await new Promise((resolve) => destination.once('ready', resolve));
    const flushes = jest.spyOn(destination, 'flush');
    const batched = batchedLogging(destination, ms);
    const log = pino({ base: null, hooks: batched.hooks }, batched.destination);
    return { log, destination, flushes, written: () => readFileSync(file, 'utf8') };
  }

  it('gathers lines and writes them once the flush interval has passed, or a batch has gathered', async () => {
    expect(STDOUT_LOG_DESTINATION).toMatchObject({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
    const { log, destination, written } = await batchedFile();
    try {
      log.info('one line');
      await wait(20);
      // Gathered, not written yet.
      expect(written()).toBe('');
      await wait(250);
      expect(written()).toContain('"msg":"one line"');
      const long = 'x'.repeat(LOG_BATCH_BYTES);
      log.info(long);
      await wait(30);
      expect(written()).toContain(long);
    } finally {
      destination.end();
    }
  });

  it('flushes nothing while no line comes', async () => {
    const { destination, flushes } = await batchedFile(50);
    try {
      await wait(300);
      expect(flushes).not.toHaveBeenCalled();
    } finally {
      destination.end();
    }
  });

  it('writes an error or fatal line at once, and what gathered before it', async () => {
    // No interval flush while this test runs: only the error line's own.
    const { log, destination, written } = await batchedFile(60_000);
    try {
      log.warn('a warning before');
      await wait(50);
      expect(written()).toBe('');
      log.error('it broke');
      await wait(50);
      expect(written()).toContain('"msg":"a warning before"');
      expect(written()).toContain('"msg":"it broke"');
      log.fatal('and died');
      await wait(50);
      expect(written()).toContain('"msg":"and died"');
    } finally {
      destination.end();
    }
  });
});
