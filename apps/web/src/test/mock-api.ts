import { vi } from 'vitest';

export interface RecordedRequest {
  url: URL;
  headers: Headers;
  method: string;
  /** The parsed JSON body, or undefined without one. */
  body: unknown;
}

/** A body sent as 200 JSON, a Response, or a function of the request returning either. */
type Handler = unknown;

/** A JSON answer; `statusText` as an HTTP/1.1 server sends it ('Not Found'), empty by default. */
export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Stubs fetch with handlers keyed by API pathname ('/api/stories'); unknown paths answer 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      url,
      headers: new Headers(init?.headers),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    if (!(url.pathname in handlers)) {
      return jsonResponse({ detail: `No handler for ${url.pathname}` }, 404);
    }
    const handler = handlers[url.pathname];
    const result: unknown = typeof handler === 'function' ? await handler(request) : handler;
    return result instanceof Response ? result : jsonResponse(result);
  });
  return {
    fetchMock,
    requests,
    requestsTo: (pathname: string) => requests.filter((r) => r.url.pathname === pathname),
  };
}
