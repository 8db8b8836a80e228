import type { Database } from '../../db/handle.js';
import { recordedTransactionOf } from '../activity/activity.transaction.js';
import type { RepositoryFactories } from '../module.js';
import { createContentRepository } from './content.repository.js';

/**
 * The `inTransaction` of an editorial change (ADR 007): `recordedTransactionOf` the module's
 * repositories and the content repository, so that the change, its activity row and the
 * tenant's content version commit together.
 *
 *     inTransaction: editorialTransactionOf(ctx.db, { articles: createArticlesRepository }),
 */
export function editorialTransactionOf<Factories extends RepositoryFactories>(
  db: Database,
  factories: Factories,
) {
  return recordedTransactionOf(db, { ...factories, content: createContentRepository });
}
