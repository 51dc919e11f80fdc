import { loggedPath, methodLabel, requestSummary } from './request-log';
import { requestIdentity } from './request-identity';

describe('what a request line says about the request', () => {
  it('logs the path without its query string, at most 200 characters', () => {
    expect(loggedPath('/auth/login/?password=secret&token=t')).toBe('/auth/login/');
    expect(loggedPath('/graphql')).toBe('/graphql');
    expect(loggedPath(undefined)).toBe('/');
    expect(loggedPath(`/${'a'.repeat(300)}?q=1`)).toBe(`/${'a'.repeat(199)}`);
  });

  it('labels the usual methods by name and anything else as other', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(methodLabel(method)).toBe(method);
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'get', '', undefined]) expect(methodLabel(method)).toBe('other');
  });

  it('names the identity’s ids, in the order both servers write them', () => {
    const identity = requestIdentity({ 'x-request-id': 'web-1' });
    const summary = requestSummary({ method: 'TRACE', url: '/x?token=s3cret' }, identity);
    expect(summary).toEqual({
      reqId: 'web-1',
      traceId: identity.traceId,
      spanId: identity.spanId,
      parentSpanId: undefined,
      method: 'other',
      path: '/x',
    });
    expect(Object.keys(summary)).toEqual(['reqId', 'traceId', 'spanId', 'parentSpanId', 'method', 'path']);
  });
});
