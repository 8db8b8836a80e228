import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/srv/helionews');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/helionews/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      adminEmail: 'admin@helionews.local',
      logLevel: 'info',
      seedDemo: true,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, '/x').port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://db' },
      'Invalid configuration: DATABASE_URL must be a PostgreSQL URL (postgres:// or postgresql://) (got "mysql://db")',
    ],
    [
      { SEED_DEMO: 'maybe' },
      'Invalid configuration: SEED_DEMO must be true or false (got "maybe")',
    ],
    [
      { ADMIN_EMAIL: 'root' },
      'Invalid configuration: ADMIN_EMAIL must be an email address (got "root")',
    ],
  ])('names the bad variable in one line: %o', (env, message) => {
    expect(() => loadConfig(env, '/x')).toThrow(new ConfigError(message));
  });

  it('never echoes a password', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' }, '/x')).toThrow(
      'Invalid configuration: ADMIN_PASSWORD must be at least 8 characters',
    );
  });

  it('accepts a PostgreSQL URL and boolean spellings', () => {
    const config = loadConfig(
      { DATABASE_URL: 'postgres://u@localhost:5432/news', SEED_DEMO: 'false', PORT: '8080' },
      '/x',
    );
    expect(config.databaseUrl).toBe('postgres://u@localhost:5432/news');
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });
});
