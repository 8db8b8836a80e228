import { editorialTransactionOf } from '../content/content.transaction.js';
import type { AppModule } from '../module.js';
import { mediaAdminRoutes } from './media.admin-routes.js';
import { createMediaRepository } from './media.repository.js';
import { createMediaService, type MediaService } from './media.service.js';
import {
  createLocalMediaStore,
  createS3MediaStore,
  type MediaStore,
  type S3MediaStoreConfig,
} from './media.store.js';

declare module '../module.js' {
  interface Services {
    media: MediaService;
  }
  interface ModuleOptions {
    media?: {
      /** S3_*: the library's files in a bucket; absent or null: DATA_DIR/uploads (served at /uploads/). */
      s3?: S3MediaStoreConfig | null;
      /** A store a test makes itself. */
      store?: MediaStore;
    };
  }
}

/**
 * The media library (issue 34): every image uploaded to a publication, its texts, its responsive
 * variants and where it is used. Its files live in a `MediaStore`: the local disk by default, or
 * an S3-compatible bucket.
 */
export const mediaModule: AppModule = {
  name: 'media',
  build(ctx) {
    const options = ctx.options.media;
    const store =
      options?.store ??
      (options?.s3
        ? createS3MediaStore(options.s3)
        : createLocalMediaStore({ uploadsDir: ctx.uploadsDir }));
    return {
      media: createMediaService({
        repository: createMediaRepository(ctx.db),
        inTransaction: editorialTransactionOf(ctx.db, { media: createMediaRepository }),
        store,
        now: ctx.now,
        logError: ctx.logError,
      }),
    };
  },
  async adminRoutes(admin, ctx) {
    const requestEvents = ctx.service('requestSecurityEvents');
    await admin.register(mediaAdminRoutes, {
      service: ctx.service('media'),
      onUploadRefused: (request, refusal) => requestEvents.uploadRefused(request, refusal),
    });
  },
};
