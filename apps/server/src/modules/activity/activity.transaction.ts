import type { Database } from '../../db/handle.js';
import { transactionOf, type RepositoryFactories } from '../module.js';
import { createActivityRepository } from './activity.repository.js';

/**
 * The `inTransaction` of a back-office change: `transactionOf` the module's repositories and the
 * activity repository, so that the change and its activity row commit together.
 *
 *     inTransaction: recordedTransactionOf(ctx.db, { scheduler: createSchedulerRepository }),
 */
export function recordedTransactionOf<Factories extends RepositoryFactories>(
  db: Database,
  factories: Factories,
) {
  return transactionOf(db, { ...factories, activity: createActivityRepository });
}
