import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server answers on a path: a feed document, a status, or a redirect. */
export interface FeedRoute {
  status?: number;
  body?: string;
  contentType?: string;
  etag?: string;
  lastModified?: string;
  /** Answer 304 when the request's validators match (as a well-behaved feed server does). */
  conditional?: boolean;
  location?: string;
}

export interface FeedTestServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  url(path: string): string;
  routes: Map<string, FeedRoute>;
  /** Every request's path and headers, in order. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** A feed server on 127.0.0.1 for tests: never the internet. */
export async function startFeedServer(): Promise<FeedTestServer> {
  const routes = new Map<string, FeedRoute>();
  const requests: FeedTestServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    const route = routes.get(path);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (route.location) {
      response.writeHead(route.status ?? 302, { location: route.location }).end();
      return;
    }
    const validators: Record<string, string> = {};
    if (route.etag) validators.etag = route.etag;
    if (route.lastModified) validators['last-modified'] = route.lastModified;
    if (
      route.conditional &&
      ((route.etag && request.headers['if-none-match'] === route.etag) ||
        (route.lastModified && request.headers['if-modified-since'] === route.lastModified))
    ) {
      response.writeHead(304, validators).end();
      return;
    }
    response
      .writeHead(route.status ?? 200, {
        'content-type': route.contentType ?? 'application/rss+xml; charset=utf-8',
        ...validators,
      })
      .end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    routes,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An RSS 2.0 document with `count` items numbered from `first` (newest first). */
export function rssDocument(
  title: string,
  items: readonly { guid: string; title: string; link?: string; image?: string }[],
): string {
  const entries = items
    .map(
      (item, index) => `<item>
  <title>${item.title}</title>
  <link>${item.link ?? `https://source.example.org/${encodeURIComponent(item.guid)}`}</link>
  <guid isPermaLink="false">${item.guid}</guid>
  <pubDate>${new Date(Date.UTC(2026, 10, 20, 12, 0) - index * 60_000).toUTCString()}</pubDate>
  <description><![CDATA[<p>Body of ${item.title}</p>]]></description>
  ${item.image ? `<enclosure url="${item.image}" type="image/jpeg" length="100"/>` : ''}
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${title}</title><link>https://source.example.org/</link>
<description>Test feed</description>
${entries}
</channel></rss>`;
}

export const numberedItems = (prefix: string, count: number, first = 1) =>
  Array.from({ length: count }, (_, index) => ({
    guid: `${prefix}-${first + index}`,
    title: `${prefix} item ${first + index}`,
  }));
