import { logLevelFrom } from './log-level';

describe('the log level', () => {
  it('defaults to info, to silent under tests, and refuses an unknown LOG_LEVEL', () => {
    expect(logLevelFrom({})).toBe('info');
    expect(logLevelFrom({ JEST_WORKER_ID: '1' })).toBe('silent');
    expect(logLevelFrom({ NODE_ENV: 'test' })).toBe('silent');
    expect(logLevelFrom({ LOG_LEVEL: 'WARN', JEST_WORKER_ID: '1' })).toBe('warn');
    expect(logLevelFrom({ LOG_LEVEL: ' debug ' })).toBe('debug');
    expect(() => logLevelFrom({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
