import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeRequest } from './log-serializers.js';
import { createPrettyLogStream, terminalLogStream } from './pretty-logs.js';

describe('pretty logs', () => {
  it('are used only on a terminal, and not when nothing is logged', () => {
    expect(terminalLogStream('info', { isTTY: false })).toBeUndefined();
    expect(terminalLogStream('info', {})).toBeUndefined();
    expect(terminalLogStream('silent', { isTTY: true })).toBeUndefined();
    expect(terminalLogStream('info', { isTTY: true })).toBeDefined();
  });

  it('print each request record on one line led by its request id', async () => {
    const written: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        serializers: { req: serializeRequest },
        stream: createPrettyLogStream({ colorize: false, write: (text) => written.push(text) }),
      },
      genReqId: () => 'req-42',
    });
    app.get('/stories/:id', async (request) => {
      request.log.info({ tenant: 'alpha' }, 'read a story');
      return { ok: true };
    });
    await app.ready();
    await app.inject({ url: '/stories/7?token=secret' });
    await app.close();

    const lines = written.join('').split('\n').filter(Boolean);
    // Every record was written at once, in order: no JSON left, one line each.
    expect(written.every((text) => text.endsWith('\n') && text.split('\n').length === 2)).toBe(
      true,
    );
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: \[req-42\] → GET \/stories\/7\?token=\[redacted\]$/,
    );
    expect(lines[1]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: \[req-42\] read a story \{"tenant":"alpha"\}$/,
    );
    expect(lines[2]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: \[req-42\] ← 200 in \d+\.\d ms$/);
    expect(lines.join('\n')).not.toMatch(/"pid"|"hostname"|\{"level"/);
  });

  it("print the server's one line per logged request with its reason", () => {
    const written: string[] = [];
    const stream = createPrettyLogStream({ colorize: false, write: (text) => written.push(text) });
    const record = (msg: string, statusCode: number) =>
      `${JSON.stringify({ level: 40, time: Date.now(), reqId: 'a1b2-9', req: { method: 'GET', url: '/api/stories/3' }, res: { statusCode }, responseTime: 1234.56, msg })}\n`;
    stream.write(record('slow request', 200));
    stream.write(record('request completed', 304));
    expect(written[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] WARN: \[a1b2-9\] GET \/api\/stories\/3 → 200 in 1234\.6 ms \(slow request\)\n$/,
    );
    expect(written[1]).toMatch(/\[a1b2-9\] GET \/api\/stories\/3 → 304 in 1234\.6 ms\n$/);
  });

  it('keep other records as they are', () => {
    const written: string[] = [];
    const stream = createPrettyLogStream({ colorize: false, write: (text) => written.push(text) });
    stream.write(
      `${JSON.stringify({ level: 40, time: Date.now(), pid: 1, hostname: 'h', signal: 'SIGTERM', msg: 'shutting down' })}\n`,
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: shutting down \{"signal":"SIGTERM"\}\n$/);
  });
});
