import { registerWithService, type AppModule } from '../module.js';
import { donationsPublicRoutes } from './donations.public-routes.js';
import { createDonationsRepository } from './donations.repository.js';
import { createDonationsService, type DonationsService } from './donations.service.js';

declare module '../module.js' {
  interface Services {
    donations: DonationsService;
  }
}

/** The signed-in reader's donations. */
export const donationsModule: AppModule = {
  name: 'donations',
  build(ctx) {
    return { donations: createDonationsService(createDonationsRepository(ctx.db)) };
  },
  publicRoutes: registerWithService(donationsPublicRoutes, 'donations'),
};
