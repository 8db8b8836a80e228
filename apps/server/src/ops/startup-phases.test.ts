import { expect, it } from 'vitest';
import { createStartupPhases } from './startup-phases.js';

it('times each phase from the end of the one before, the first from the time origin', () => {
  const clock = [212.34, 214.5, 250, 251.06];
  const phases = createStartupPhases(() => clock.shift() ?? 0);
  for (const name of ['modules', 'config', 'databaseOpen', 'listen']) phases.mark(name);
  expect(phases.summary()).toEqual({
    modules: 212.3,
    config: 2.2,
    databaseOpen: 35.5,
    listen: 1.1,
    total: 251.1,
  });
});
