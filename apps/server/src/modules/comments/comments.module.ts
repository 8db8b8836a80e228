import { recordedTransactionOf } from '../activity/activity.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
import { commentsAdminRoutes } from './comments.admin-routes.js';
import { commentsPublicRoutes } from './comments.public-routes.js';
import { createCommentsRepository } from './comments.repository.js';
import {
  createCommentBurstCounter,
  createCommentsService,
  type CommentsService,
} from './comments.service.js';

declare module '../module.js' {
  interface Services {
    comments: CommentsService;
  }
}

/**
 * Reader comments on published stories and their moderation (issue 24, ADR 020). Listed below
 * notifications, security events and realtime, whose services it takes; it listens for the
 * comment changes of every node (story_comments) until the app closes.
 */
export const commentsModule: AppModule = {
  name: 'comments',
  async build(ctx) {
    const comments = createCommentsService({
      repository: createCommentsRepository(ctx.db),
      inTransaction: recordedTransactionOf(ctx.db, { comments: createCommentsRepository }),
      listen: (channel, onPayload, onConnectionChange) =>
        ctx.database.listen(channel, onPayload, onConnectionChange),
      burst: createCommentBurstCounter({
        redis: ctx.redis?.client ?? null,
        redisGuard: ctx.redis?.guard ?? null,
        prefix: `${ctx.redis?.namespace ?? ''}comments:`,
        now: ctx.now,
      }),
      notifications: ctx.service('notifications'),
      securityEvents: ctx.service('securityEvents'),
      realtime: ctx.service('realtime'),
      now: ctx.now,
      logError: ctx.logError,
    });
    await comments.start();
    ctx.app.addHook('preClose', () => comments.close());
    return { comments };
  },
  publicRoutes: registerWithService(commentsPublicRoutes, 'comments'),
  adminRoutes: registerWithService(commentsAdminRoutes, 'comments'),
};
