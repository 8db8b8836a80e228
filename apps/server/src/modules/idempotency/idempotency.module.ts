import { registerWithService, type AppModule } from '../module.js';
import idempotencyPlugin from './idempotency.plugin.js';
import { createIdempotencyRepository } from './idempotency.repository.js';
import { createIdempotencyService, type IdempotencyService } from './idempotency.service.js';

declare module '../module.js' {
  interface Services {
    idempotency: IdempotencyService;
  }
}

/** Idempotency-Key on the creating POSTs (ADR 013). */
export const idempotencyModule: AppModule = {
  name: 'idempotency',
  build(ctx) {
    return {
      idempotency: createIdempotencyService({
        repository: createIdempotencyRepository(ctx.db),
        now: ctx.now,
        logError: ctx.logError,
      }),
    };
  },
  // On the app itself, before any route is declared: it wraps those with config.idempotent.
  root: registerWithService(idempotencyPlugin, 'idempotency'),
};
