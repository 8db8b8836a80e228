import { describe, expect, it } from 'vitest';
import type { Database } from '../db/handle.js';
import {
  buildModules,
  transactionOf,
  type AppModule,
  type ModuleContext,
  type Services,
} from './module.js';

const given = {} as Omit<ModuleContext, 'service'>;
const notifications = { notify: async () => undefined } as unknown as Services['notifications'];
const access = {} as Services['access'];

describe('buildModules', () => {
  it('builds in list order: a module uses the services of those above it', async () => {
    const seen: unknown[] = [];
    const ctx = await buildModules(
      [
        { name: 'notifications', build: () => ({ notifications }) },
        {
          name: 'access',
          build: (ctx) => {
            seen.push(ctx.service('notifications'));
            return { access };
          },
        },
      ],
      given,
    );
    expect(seen).toEqual([notifications]);
    expect(ctx.service('access')).toBe(access);
  });

  it('names both modules when one asks, while it builds, for a service built below it', async () => {
    const modules: AppModule[] = [
      { name: 'access', build: (ctx) => ({ access: ctx.service('notifications') as never }) },
      { name: 'notifications', build: () => ({ notifications }) },
    ];
    await expect(buildModules(modules, given)).rejects.toThrow(
      "Module 'access' asked for the 'notifications' service while it was built",
    );
  });

  it('answers for every service once all are built, and says when none builds one', async () => {
    const modules: AppModule[] = [{ name: 'notifications', build: () => ({ notifications }) }];
    const ctx = await buildModules(modules, given);
    expect(ctx.service('notifications')).toBe(notifications);
    expect(() => ctx.service('users')).toThrow("No module in app.ts builds the 'users' service");
  });

  it('refuses two modules that build the same service', async () => {
    const modules: AppModule[] = [
      { name: 'one', build: () => ({ notifications }) },
      { name: 'two', build: () => ({ notifications }) },
    ];
    await expect(buildModules(modules, given)).rejects.toThrow(
      "Modules 'one' and 'two' both build 'notifications'",
    );
  });
});

describe('transactionOf', () => {
  it('runs the work in one transaction, with every repository bound to it', async () => {
    const db = { transaction: (work: (tx: string) => Promise<unknown>) => work('tx') };
    const inTransaction = transactionOf(db as unknown as Database, {
      a: (executor) => ({ a: executor }),
      b: (executor) => ({ b: executor }),
    });
    expect(await inTransaction(async (tx) => [tx.a, tx.b])).toEqual([{ a: 'tx' }, { b: 'tx' }]);
  });
});
