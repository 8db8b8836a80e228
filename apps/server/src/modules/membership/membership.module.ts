import { MEMBERSHIP_API_PATHS } from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import { createMemoryMailer } from '../../lib/mailer.js';
import { editorialTransactionOf } from '../content/content.transaction.js';
import type { AppModule } from '../module.js';
import { membershipAdminRoutes } from './membership.admin-routes.js';
import { membershipPublicRoutes } from './membership.public-routes.js';
import { createMembershipRepository } from './membership.repository.js';
import { createMembershipService, type MembershipService } from './membership.service.js';
import { createStripeClientFactory, type StripeClientFactory } from './membership.stripe.js';
import { membershipWebhookRoutes } from './membership.webhook-routes.js';

declare module '../module.js' {
  interface Services {
    membership: MembershipService;
  }
  interface ModuleOptions {
    membership?: {
      /** STRIPE_API_BASE (tests only): Stripe calls go to this origin instead of api.stripe.com. */
      stripeApiBase?: string | null;
      /** The Stripe clients, when a test makes its own. */
      stripe?: StripeClientFactory;
    };
  }
}

/**
 * Paid memberships with Stripe (issue 33, ADR 031): the publication's tiers and settings, a
 * reader's Checkout, billing portal and standing, and Stripe's webhook. Who may read what
 * (the paywall) and the back-office's members are modules of their own.
 */
export const membershipModule: AppModule = {
  name: 'membership',
  build(ctx) {
    const options = ctx.options.membership;
    const auth = ctx.service('auth');
    return {
      membership: createMembershipService({
        repository: createMembershipRepository(ctx.db),
        inTransaction: editorialTransactionOf(ctx.db, {
          membership: createMembershipRepository,
          accounts: (executor) => auth.accountsOn(executor),
        }),
        stripe: options?.stripe ?? createStripeClientFactory(options?.stripeApiBase ?? null),
        mailer: ctx.options.mailer ?? createMemoryMailer(),
        now: ctx.now,
        logError: ctx.logError,
        logWarning: (details, message) => ctx.app.log.warn(details, message),
      }),
    };
  },
  async root(app, ctx) {
    const tenants = ctx.service('tenants');
    await app.register(membershipWebhookRoutes, {
      service: ctx.service('membership'),
      tenantOf: (slug) => tenants.resolve(slug).catch(() => null),
      publicUrl: ctx.publicUrl,
      baseHostname: ctx.baseHostname,
    });
  },
  async publicRoutes(api, ctx) {
    const tenants = ctx.service('tenants');
    await api.register(membershipPublicRoutes, {
      service: ctx.service('membership'),
      tenantOf: (slug) => tenants.resolve(slug).catch(() => null),
      publicUrl: ctx.publicUrl,
      baseHostname: ctx.baseHostname,
    });
  },
  async adminRoutes(admin, ctx) {
    const origin = (request: FastifyRequest) =>
      (ctx.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
    await admin.register(membershipAdminRoutes, {
      service: ctx.service('membership'),
      webhookUrlOf: (request) =>
        `${origin(request)}/api${MEMBERSHIP_API_PATHS.webhook(request.tenant.slug)}`,
    });
  },
};
