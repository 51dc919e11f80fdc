import { readSessionHint } from './session-hint';

/** Counts reads of document.cookie (jsdom's own accessor underneath). */
function countCookieReads(): { reads: () => number; restore: () => void } {
  const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  let reads = 0;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      reads += 1;
      return own.get!.call(document) as string;
    },
    set(value: string) {
      own.set!.call(document, value);
    },
  });
  return { reads: () => reads, restore: () => void Reflect.deleteProperty(document, 'cookie') };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readSessionHint (the session hint behind useCustomer and the hearts)', () => {
  afterEach(() => {
    document.cookie = 'customer_expire_time=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('reads the cookies once per task, however often React asks', async () => {
    await nextTask();
    const counter = countCookieReads();
    try {
      for (let i = 0; i < 25; i += 1) readSessionHint();
      expect(counter.reads()).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it('sees a sign-in and a sign-out in the next task', async () => {
    await nextTask();
    expect(readSessionHint()).toBe(false);
    document.cookie = 'customer_expire_time=1900000000; path=/';
    // The same task still sees what it first read: one render reads one value.
    expect(readSessionHint()).toBe(false);
    await nextTask();
    expect(readSessionHint()).toBe(true);
    document.cookie = 'customer_expire_time=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await nextTask();
    expect(readSessionHint()).toBe(false);
  });
});
