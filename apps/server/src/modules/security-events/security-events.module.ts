import { ROLE_SETS } from '@helionews/contracts';
import { recordedTransactionOf } from '../activity/activity.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
import { securityEventsAdminRoutes } from './security-events.admin-routes.js';
import { createSecurityEventsRepository } from './security-events.repository.js';
import {
  createRequestSecurityEvents,
  type RequestSecurityEvents,
} from './security-events.request-events.js';
import {
  createSecurityEventsService,
  type SecurityEventsService,
} from './security-events.service.js';

declare module '../module.js' {
  interface Services {
    securityEvents: SecurityEventsService;
    /** Permission denials, rate-limit hits and refused uploads, at most one a minute per caller. */
    requestSecurityEvents: RequestSecurityEvents;
  }
}

/** Security events: recorded by other modules and the plugins, reviewed in the back-office. */
export const securityEventsModule: AppModule = {
  name: 'security-events',
  build(ctx) {
    const notifications = ctx.service('notifications');
    const securityEvents = createSecurityEventsService({
      repository: createSecurityEventsRepository(ctx.db),
      inTransaction: recordedTransactionOf(ctx.db, { events: createSecurityEventsRepository }),
      onError: (error) => ctx.logError(error, 'could not record a security event'),
      // A locked account and the like: the tenant's admins hear of it in their bell.
      onSevere: (event) =>
        notifications.notify(event.tenantId, ROLE_SETS.tenantAdmin, {
          type: 'security_event',
          title: `Security event: ${event.type.replaceAll('_', ' ')} from ${event.ip}`,
          data: { event: event.type, ip: event.ip },
          link: '/admin/security',
        }),
      now: ctx.now,
    });
    return {
      securityEvents,
      requestSecurityEvents: createRequestSecurityEvents(securityEvents),
    };
  },
  adminRoutes: registerWithService(securityEventsAdminRoutes, 'securityEvents'),
};
