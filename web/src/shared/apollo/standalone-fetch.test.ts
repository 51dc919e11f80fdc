/**
 * @jest-environment node
 */
import { StoreNetworkCheckDocument } from '../../graphql/documents/StoreNetworkCheckDocument';
import { fetchStandalone } from './standalone-fetch';

const ANSWER = { isStoreIp: { __typename: 'StoreIpCheck', isStoreIp: false } };

describe('fetchStandalone', () => {
  const realFetch = global.fetch;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    global.fetch = realFetch;
  });

  /** The global fetch answering `statuses` in turn: the query's answer on 200, an error page otherwise. */
  function answering(...statuses: number[]) {
    const send = jest.fn(async () => {
      const status = statuses.shift() ?? 500;
      return status === 200 ? Response.json({ data: ANSWER }) : new Response('Bad Gateway', { status });
    });
    global.fetch = send as unknown as typeof fetch;
    return send;
  }

  async function ask() {
    const answer = fetchStandalone(StoreNetworkCheckDocument, {}, 'en-GB');
    await jest.runAllTimersAsync();
    return answer;
  }

  it('asks its query (a POST) once more after a passing failure (spec §7)', async () => {
    const send = answering(502, 200);
    expect(await ask()).toEqual({ data: ANSWER });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('reports a second failure, and does not retry one that will not pass', async () => {
    const twice = answering(502, 503);
    expect((await ask()).error?.message).toBe('The shop answered 503');
    expect(twice).toHaveBeenCalledTimes(2);
    const refused = answering(400);
    expect((await ask()).error?.message).toBe('The shop answered 400');
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
