import { entertainment } from './entertainment.js';
import { finance } from './finance.js';
import { health } from './health.js';
import { helionews } from './helionews.js';
import { space } from './space.js';
import { sports } from './sports.js';
import { technology } from './technology.js';
import type { SeedTenant } from './types.js';

export type { SeedCategory, SeedStory, SeedTenant } from './types.js';

/** The default tenant first, then one publication per industry of SPEC section 3. */
export const seedTenants: readonly SeedTenant[] = [
  helionews,
  space,
  health,
  technology,
  finance,
  sports,
  entertainment,
];
