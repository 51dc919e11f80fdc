import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { flushPeriodically, LOG_BATCH_BYTES, STDOUT_LOG_DESTINATION } from './log-destination';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('log lines written a batch at a time', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'cadence-log-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gathers lines, writes them once a batch has gathered or the flush interval has passed, and never keeps the process alive', async () => {
    expect(STDOUT_LOG_DESTINATION).toMatchObject({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
    const file = path.join(dir, 'out.log');
    const destination = pino.destination({ ...STDOUT_LOG_DESTINATION, dest: file, mkdir: true });
    await new Promise((resolve) => destination.once('ready', resolve));
    const timer = flushPeriodically(destination, 100);
    try {
      expect(timer.hasRef()).toBe(false);
      const log = pino({ base: null }, destination);
      log.info('one line');
      await wait(20);
      // Gathered, not written yet.
      expect(readFileSync(file, 'utf8')).toBe('');
      await wait(250);
      expect(readFileSync(file, 'utf8')).toContain('"msg":"one line"');
      // A batch's worth is written at once, without waiting for the interval.
      clearInterval(timer);
      const long = 'x'.repeat(LOG_BATCH_BYTES);
      log.info(long);
      await wait(50);
      expect(readFileSync(file, 'utf8')).toContain(long);
    } finally {
      clearInterval(timer);
      destination.end();
    }
  });
});
