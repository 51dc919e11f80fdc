export type GraphQLBody<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** A browser-like client of a test gateway: keeps the cookies the gateway sets and sends them back. */
export class Shopper {
  readonly jar = new Map<string, string>();
  lastSetCookies: string[] = [];

  constructor(
    private readonly url: () => string,
    readonly store: 'en-GB' | 'de-DE' = 'en-GB',
    private readonly headers: Record<string, string> = {},
  ) {}

  async call<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(this.url(), {
      method: 'POST',
      headers: {
        ...this.headers,
        'content-type': 'application/json',
        store: this.store,
        cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ query, variables }),
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const cookie of this.lastSetCookies) {
      const [pair] = cookie.split(';');
      const [name, value] = (pair as string).split('=') as [string, string];
      if (/max-age=0/i.test(cookie)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return { status: response.status, body: (await response.json()) as GraphQLBody<T>, headers: response.headers };
  }
}
