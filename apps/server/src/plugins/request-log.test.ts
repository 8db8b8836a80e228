import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { serializeRequest } from '../lib/log-serializers.js';
import requestLogPlugin, { type RequestLogOptions } from './request-log.js';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appLogging(options: RequestLogOptions): Promise<{ lines: Line[] }> {
  const lines: Line[] = [];
  app = Fastify({
    logger: {
      level: 'info',
      serializers: { req: serializeRequest },
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
    },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => 'req-1',
  });
  await app.register(requestLogPlugin, options);
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 40));
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  app.get('/starting', async (_request, reply) => reply.status(503).send({ detail: 'Starting' }));
  await app.ready();
  return { lines };
}

const requestLines = (lines: Line[]) => lines.filter((line) => line.res !== undefined);

describe('request log', () => {
  it('by default logs failed and slow requests only, one line each, with their address', async () => {
    const { lines } = await appLogging({ mode: 'slow', slowMs: 30 });
    for (const url of ['/fast', '/fast?token=secret', '/slow', '/broken', '/starting']) {
      await app?.inject({ url });
    }
    const logged = requestLines(lines);
    expect(logged.map((line) => [line.msg, line.req?.url, line.res?.statusCode])).toEqual([
      ['slow request', '/slow', 200],
      ['request failed', '/broken', 500],
    ]);
    expect(logged.map((line) => line.level)).toEqual([40, 50]);
    expect(logged[0]?.reqId).toBe('req-1');
    expect(logged[0]?.responseTime).toBeGreaterThanOrEqual(30);
  });

  it('logs every request with all, secrets in the address redacted', async () => {
    const { lines } = await appLogging({ mode: 'all', slowMs: 1_000 });
    await app?.inject({ url: '/fast?token=secret' });
    await app?.inject({ url: '/starting' });
    const logged = requestLines(lines);
    expect(logged.map((line) => [line.msg, line.level, line.req?.url])).toEqual([
      ['request completed', 30, '/fast?token=[redacted]'],
      ['request completed', 30, '/starting'],
    ]);
  });

  it('logs the sampled share of the others', async () => {
    const draws = [0.5, 0.05, 0.2, 0.01];
    const { lines } = await appLogging({
      mode: 0.1,
      slowMs: 1_000,
      random: () => draws.shift() ?? 1,
    });
    for (let i = 0; i < 4; i += 1) await app?.inject({ url: `/fast?i=${i}` });
    expect(requestLines(lines).map((line) => line.req?.url)).toEqual(['/fast?i=1', '/fast?i=3']);
  });
});
