import { NEWSLETTER_MESSAGES, NEWSLETTER_ROUTES, ROUTES } from '@helionews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import type { NewslettersService } from './newsletters.service.js';

/** What a mail client (RFC 8058) or the unsubscribe page's form posts. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const BODY_LIMIT = 8 * 1024;

interface OneClickBody {
  oneClick: boolean;
  /** The unsubscribe page's own form (`from=page`): answered with a page, not a text. */
  fromPage: boolean;
}

/**
 * The fields of a one-click POST. A urlencoded body is read as such; a multipart one (RFC 8058
 * allows it) is searched for its two fields, the only ones it may carry.
 */
function readBody(type: string, raw: string): OneClickBody {
  if (type.startsWith('multipart/form-data')) {
    const field = (name: string, value: string) =>
      new RegExp(`name="${name}"\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n${value}\\r?\\n`).test(raw);
    return { oneClick: field('List-Unsubscribe', 'One-Click'), fromPage: field('from', 'page') };
  }
  const fields = new URLSearchParams(raw);
  return {
    oneClick: fields.get('List-Unsubscribe') === 'One-Click',
    fromPage: fields.get('from') === 'page',
  };
}

/**
 * POST /unsubscribe?token= and /tenant/{slug}/unsubscribe?token= (issue 32, RFC 8058): the
 * one-click unsubscribe of every newsletter message, with no sign-in. The token names its
 * publication (`{tenant_id}.`), so the address does not need to. A mail client is answered
 * with a short text; the unsubscribe page's form (`from=page`) with 303 to the page that says so.
 * Static paths: the router prefers them to the pages module's catch-all POST.
 */
export const newslettersSiteRoutes: FastifyPluginAsync<{ service: NewslettersService }> = async (
  app,
  { service },
) => {
  app.addContentTypeParser(
    FORM_TYPES,
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (request, body, done) =>
      done(null, readBody((request.headers['content-type'] ?? '').toLowerCase(), String(body))),
  );

  const unsubscribe = async (request: FastifyRequest, reply: FastifyReply, prefix: string) => {
    reply.header('Cache-Control', 'no-store');
    const token = (request.query as { token?: unknown }).token;
    const body = (request.body ?? null) as OneClickBody | null;
    if (!body || typeof body.oneClick !== 'boolean' || !body.oneClick) {
      return reply.status(400).send({ detail: 'Post List-Unsubscribe=One-Click to unsubscribe' });
    }
    const found =
      typeof token === 'string' && token.length <= 200 && (await service.unsubscribe(token));
    if (body.fromPage) {
      const page = found
        ? NEWSLETTER_ROUTES.unsubscribed
        : `${NEWSLETTER_ROUTES.unsubscribe}?token=${encodeURIComponent(typeof token === 'string' ? token : '')}`;
      return reply.redirect(`${prefix}${page}`, 303);
    }
    if (!found) return reply.status(404).send({ detail: NEWSLETTER_MESSAGES.invalidToken });
    return reply.type('text/plain; charset=utf-8').send(NEWSLETTER_MESSAGES.unsubscribed);
  };

  app.post(NEWSLETTER_ROUTES.unsubscribe, async (request, reply) =>
    unsubscribe(request, reply, ''),
  );
  app.post<{ Params: { slug: string } }>(
    `${ROUTES.tenant(':slug')}${NEWSLETTER_ROUTES.unsubscribe}`,
    async (request, reply) => {
      const slug = /^[a-z0-9][a-z0-9-]{0,62}$/.test(request.params.slug)
        ? request.params.slug
        : null;
      return unsubscribe(request, reply, slug ? ROUTES.tenant(slug) : '');
    },
  );
};
