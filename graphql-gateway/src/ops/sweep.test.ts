import { captureLogs } from './log-capture';
import { startSweep } from './sweep';

describe('startSweep', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs first after its random share of the interval, then every interval', async () => {
    let runs = 0;
    const sweep = startSweep(
      'test sweep',
      1_000,
      async () => void runs++,
      () => 0.25,
    );
    await jest.advanceTimersByTimeAsync(249);
    expect(runs).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(3);
    await sweep.stop();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
  });

  it('never starts a run while the last one is still going, and stopping waits for it', async () => {
    let started = 0;
    let finish: () => void = () => undefined;
    const sweep = startSweep(
      'test sweep',
      1_000,
      () => {
        started++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => 0,
    );
    await jest.advanceTimersByTimeAsync(3_500);
    expect(started).toBe(1);
    let stopped = false;
    const stopping = sweep.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(10);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(started).toBe(1);
  });

  it('waits for a run in progress no longer than it is told to', async () => {
    const sweep = startSweep(
      'test sweep',
      1_000,
      () => new Promise<void>(() => undefined),
      () => 0,
    );
    await jest.advanceTimersByTimeAsync(10);
    let stopped = false;
    const stopping = sweep.stop(500).then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(499);
    expect(stopped).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed run and tries again at the next interval', async () => {
    const logs = captureLogs();
    try {
      let runs = 0;
      const sweep = startSweep(
        'test sweep',
        1_000,
        () => {
          runs++;
          // Thrown before any promise is returned: logged all the same.
          if (runs === 1) throw new Error('database unavailable');
          return Promise.resolve();
        },
        () => 0,
      );
      await jest.advanceTimersByTimeAsync(1_500);
      expect(runs).toBe(2);
      expect(logs.lines).toEqual([expect.objectContaining({ msg: 'test sweep failed', level: 'error' })]);
      await sweep.stop();
    } finally {
      logs.restore();
    }
  });
});
