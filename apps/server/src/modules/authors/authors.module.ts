import { registerWithService, type AppModule } from '../module.js';
import { authorsPublicRoutes } from './authors.public-routes.js';
import { createAuthorsRepository } from './authors.repository.js';
import { createAuthorsService, type AuthorsService } from './authors.service.js';

declare module '../module.js' {
  interface Services {
    authors: AuthorsService;
  }
}

/** The author pages: a publication's writers, each with their published stories. */
export const authorsModule: AppModule = {
  name: 'authors',
  build(ctx) {
    return {
      authors: createAuthorsService({
        repository: createAuthorsRepository(ctx.db),
        stories: ctx.service('stories'),
      }),
    };
  },
  publicRoutes: registerWithService(authorsPublicRoutes, 'authors'),
};
