import { createMemoryMailer } from '../../lib/mailer.js';
import { editorialTransactionOf } from '../content/content.transaction.js';
import type { AppModule } from '../module.js';
import { newslettersAdminRoutes } from './newsletters.admin-routes.js';
import { newslettersPublicRoutes } from './newsletters.public-routes.js';
import { createNewslettersRepository } from './newsletters.repository.js';
import { createNewslettersService, type NewslettersService } from './newsletters.service.js';
import { newslettersSiteRoutes } from './newsletters.site-routes.js';

declare module '../module.js' {
  interface Services {
    newsletters: NewslettersService;
  }
  interface ModuleOptions {
    newsletters?: {
      /** NEWSLETTER_WEBHOOK_SECRET: the provider's bounce webhook answers 404 without it. */
      webhookSecret?: string | null;
    };
  }
}

/**
 * Newsletters and their subscribers (issue 32, ADR 028): the reader's subscribe, confirm and
 * one-click unsubscribe, a reader's own from the profile, the provider's bounce webhook, and
 * the back-office's newsletters, subscribers and suppressions. Listed below tenants (the form's
 * publication field is resolved by its service) and above pages, whose catch-all POST the
 * static /unsubscribe paths win over. Sending is newsletter-sends'.
 */
export const newslettersModule: AppModule = {
  name: 'newsletters',
  build(ctx) {
    return {
      newsletters: createNewslettersService({
        repository: createNewslettersRepository(ctx.db),
        inTransaction: editorialTransactionOf(ctx.db, { newsletters: createNewslettersRepository }),
        mailer: ctx.options.mailer ?? createMemoryMailer(),
        now: ctx.now,
        logError: ctx.logError,
      }),
    };
  },
  async publicRoutes(api, ctx) {
    await api.register(newslettersPublicRoutes, {
      service: ctx.service('newsletters'),
      tenants: ctx.service('tenants'),
      publicUrl: ctx.publicUrl,
      baseHostname: ctx.baseHostname,
      webhookSecret: ctx.options.newsletters?.webhookSecret ?? null,
    });
  },
  async adminRoutes(admin, ctx) {
    const requestEvents = ctx.service('requestSecurityEvents');
    await admin.register(newslettersAdminRoutes, {
      service: ctx.service('newsletters'),
      onUploadRefused: (request, refusal) => requestEvents.uploadRefused(request, refusal),
    });
  },
  async siteRoutes(site, ctx) {
    await site.register(newslettersSiteRoutes, { service: ctx.service('newsletters') });
  },
};
