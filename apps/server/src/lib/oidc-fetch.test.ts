import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcFetch } from './oidc-fetch.js';
import { OutboundRefusedError } from './safe-fetch.js';

/** A stand-in identity provider on 127.0.0.1: a JSON document, a form-taking token endpoint and a redirect. */
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url === '/.well-known/openid-configuration') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ issuer: base, token_endpoint: `${base}/token` }));
      } else if (request.url === '/token' && request.method === 'POST') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            method: request.method,
            form: Object.fromEntries(new URLSearchParams(body)),
            type: request.headers['content-type'],
            auth: request.headers.authorization ?? null,
          }),
        );
      } else if (request.url === '/moved') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        response.end();
      } else {
        response.writeHead(404);
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the identity-provider fetch', () => {
  const allowed = createOidcFetch({ allowHosts: ['127.0.0.1'] });

  it('reads a discovery document as a Response openid-client can parse', async () => {
    const response = await allowed(`${base}/.well-known/openid-configuration`, {
      method: 'GET',
      headers: { accept: 'application/json' },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.url).toBe(`${base}/.well-known/openid-configuration`);
    expect(await response.json()).toEqual({ issuer: base, token_endpoint: `${base}/token` });
  });

  it('posts a token request form with its headers', async () => {
    const response = await allowed(`${base}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        authorization: 'Basic Y2xpZW50OnNlY3JldA==',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'abc' }),
      redirect: 'manual',
    });
    expect(await response.json()).toEqual({
      method: 'POST',
      form: { grant_type: 'authorization_code', code: 'abc' },
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      auth: 'Basic Y2xpZW50OnNlY3JldA==',
    });
  });

  it('answers a redirect as it is instead of following it to a metadata address', async () => {
    const response = await allowed(`${base}/moved`, {
      method: 'GET',
      headers: {},
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://169.254.169.254/latest/meta-data/');
  });

  it('refuses a loopback issuer the operator did not allow', async () => {
    const strict = createOidcFetch();
    const attempt = strict(`${base}/.well-known/openid-configuration`, {
      method: 'GET',
      headers: {},
      redirect: 'manual',
    });
    await expect(attempt).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(attempt).rejects.toMatchObject({ code: 'private_address' });
  });

  it('refuses methods other than GET and POST', async () => {
    await expect(
      allowed(`${base}/token`, { method: 'DELETE', headers: {}, redirect: 'manual' }),
    ).rejects.toThrow('may be GET or POST, not DELETE');
  });
});
