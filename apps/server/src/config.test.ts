import os from 'node:os';
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

  it('logs failed and slow requests by default; all, or a sampled share, on request', () => {
    expect(loadConfig({}, '/x')).toMatchObject({ logRequests: 'slow', slowRequestMs: 1_000 });
    expect(loadConfig({ LOG_REQUESTS: 'all', SLOW_REQUEST_MS: '250' }, '/x')).toMatchObject({
      logRequests: 'all',
      slowRequestMs: 250,
    });
    expect(loadConfig({ LOG_REQUESTS: '0.01' }, '/x').logRequests).toBe(0.01);
    for (const value of ['some', '0', '1.5']) {
      expect(() => loadConfig({ LOG_REQUESTS: value }, '/x')).toThrow(ConfigError);
    }
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

  it('reads the identity-provider hosts single sign-on may reach although internal', () => {
    expect(loadConfig({}, '/x').oidcAllowHosts).toEqual([]);
    expect(
      loadConfig({ OIDC_ALLOW_HOSTS: 'sso.corp.internal, 10.1.2.3' }, '/x').oidcAllowHosts,
    ).toEqual(['sso.corp.internal', '10.1.2.3']);
    expect(() => loadConfig({ OIDC_ALLOW_HOSTS: 'https://sso/?x' }, '/x')).toThrow(
      'Invalid configuration: OIDC_ALLOW_HOSTS must be a comma-separated list of host names or IP addresses',
    );
  });

  it('reads the feed poller settings: allowed internal hosts and a tick of at most 25 s', () => {
    expect(loadConfig({}, '/x')).toMatchObject({ feedsAllowHosts: [], feedsIntervalMs: 10_000 });
    const config = loadConfig(
      { FEEDS_ALLOW_HOSTS: ' feeds.internal, 10.0.0.7 ,,Intranet', FEEDS_INTERVAL_MS: '1000' },
      '/x',
    );
    expect(config.feedsAllowHosts).toEqual(['feeds.internal', '10.0.0.7', 'intranet']);
    expect(config.feedsIntervalMs).toBe(1_000);
    expect(() => loadConfig({ FEEDS_INTERVAL_MS: '60000' }, '/x')).toThrow(
      'Invalid configuration: FEEDS_INTERVAL_MS must be between 100 and 25000 (got "60000")',
    );
    expect(() => loadConfig({ FEEDS_ALLOW_HOSTS: 'http://x/?a=b' }, '/x')).toThrow(
      'Invalid configuration: FEEDS_ALLOW_HOSTS must be a comma-separated list of host names or IP addresses',
    );
  });

  it('reads the metrics settings: neither by default, a port of their own or a token', () => {
    expect(loadConfig({}, '/x')).toMatchObject({
      metricsPort: undefined,
      metricsToken: undefined,
    });
    const config = loadConfig(
      { METRICS_PORT: '9464', METRICS_TOKEN: 'scrape-7f3a9c2e-41d8-4b6e' },
      '/x',
    );
    expect(config).toMatchObject({ metricsPort: 9464, metricsToken: 'scrape-7f3a9c2e-41d8-4b6e' });
    expect(() => loadConfig({ METRICS_PORT: 'nine' }, '/x')).toThrow(
      'Invalid configuration: METRICS_PORT must be a port number (got "nine")',
    );
    expect(() => loadConfig({ METRICS_PORT: '0' }, '/x')).toThrow(
      'Invalid configuration: METRICS_PORT must be between 1 and 65535 (got "0")',
    );
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' }, '/x')).toThrow(
      'Invalid configuration: METRICS_PORT must differ from PORT (got "8080")',
    );
  });

  it('refuses a short or spaced metrics token without echoing it', () => {
    const short = () => loadConfig({ METRICS_TOKEN: 'hunter2' }, '/x');
    expect(short).toThrow(
      new ConfigError('Invalid configuration: METRICS_TOKEN must be at least 16 characters'),
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'sixteen chars and a space' }, '/x')).toThrow(
      new ConfigError(
        'Invalid configuration: METRICS_TOKEN must be printable ASCII without spaces',
      ),
    );
  });

  it('reads the edge caches to purge and their secret, without echoing the secret', () => {
    expect(loadConfig({}, '/x')).toMatchObject({ edgePurgeUrls: [], edgePurgeSecret: null });
    expect(
      loadConfig(
        {
          EDGE_PURGE_URLS: 'http://127.0.0.1:6081/, http://10.0.0.2:6081/',
          EDGE_PURGE_SECRET: 'purge-5e1b0c9a-77d2',
        },
        '/x',
      ),
    ).toMatchObject({
      edgePurgeUrls: ['http://127.0.0.1:6081/', 'http://10.0.0.2:6081/'],
      edgePurgeSecret: 'purge-5e1b0c9a-77d2',
    });
    expect(() => loadConfig({ EDGE_PURGE_URLS: 'varnish:6081' }, '/x')).toThrow(
      'Invalid configuration: EDGE_PURGE_URLS must be a comma-separated list of http(s) URLs (got "varnish:6081")',
    );
    expect(() => loadConfig({ EDGE_PURGE_SECRET: 'short' }, '/x')).toThrow(
      new ConfigError('Invalid configuration: EDGE_PURGE_SECRET must be at least 16 characters'),
    );
  });

  it("reads the media library's bucket: none by default, every S3 setting when S3_BUCKET is set", () => {
    expect(loadConfig({}, '/x').s3).toBeNull();
    expect(
      loadConfig(
        {
          S3_BUCKET: 'news-media',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY_ID: 'minio',
          S3_SECRET_ACCESS_KEY: 'minio-secret-key',
          S3_PUBLIC_URL: 'https://cdn.example.org/media',
          S3_FORCE_PATH_STYLE: 'true',
        },
        '/x',
      ).s3,
    ).toEqual({
      bucket: 'news-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret-key',
      publicUrl: 'https://cdn.example.org/media',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'news-media' }, '/x').s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'No_Such Bucket' }, '/x')).toThrow(
      'Invalid configuration: S3_BUCKET must be a bucket name (got "No_Such Bucket")',
    );
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' }, '/x')).toThrow(
      'Invalid configuration: S3_FORCE_PATH_STYLE must be true or false (got "yes")',
    );
  });

  it('reads the render pool: one worker per CPU, 4 waiting per worker, 2 warm-up rounds by default', () => {
    expect(loadConfig({}, '/x')).toMatchObject({
      renderWorkers: os.availableParallelism(),
      renderQueueLimit: undefined,
      renderWarmUpRounds: 2,
    });
    expect(loadConfig({ RENDER_WARM_UP: '0' }, '/x').renderWarmUpRounds).toBe(0);
    expect(() => loadConfig({ RENDER_WARM_UP: '21' }, '/x')).toThrow(
      'Invalid configuration: RENDER_WARM_UP must be between 0 and 20 (got "21")',
    );
    expect(loadConfig({ RENDER_WORKERS: '0', RENDER_QUEUE_LIMIT: '0' }, '/x')).toMatchObject({
      renderWorkers: 0,
      renderQueueLimit: 0,
    });
    expect(loadConfig({ RENDER_WORKERS: '3', RENDER_QUEUE_LIMIT: '40' }, '/x')).toMatchObject({
      renderWorkers: 3,
      renderQueueLimit: 40,
    });
    expect(() => loadConfig({ RENDER_WORKERS: 'many' }, '/x')).toThrow(
      new ConfigError(
        'Invalid configuration: RENDER_WORKERS must be a number of worker threads (got "many")',
      ),
    );
    expect(() => loadConfig({ RENDER_WORKERS: '-1' }, '/x')).toThrow(
      'Invalid configuration: RENDER_WORKERS must be between 0 and 256 (got "-1")',
    );
    expect(() => loadConfig({ RENDER_QUEUE_LIMIT: '2.5' }, '/x')).toThrow(
      'Invalid configuration: RENDER_QUEUE_LIMIT must be a whole number of renders (got "2.5")',
    );
  });

  it('reads how often page views are written: 5 s by default, 100 ms to 60 s', () => {
    expect(loadConfig({}, '/x').analyticsFlushMs).toBe(5_000);
    expect(loadConfig({ ANALYTICS_FLUSH_MS: '500' }, '/x').analyticsFlushMs).toBe(500);
    expect(() => loadConfig({ ANALYTICS_FLUSH_MS: '50' }, '/x')).toThrow(
      'Invalid configuration: ANALYTICS_FLUSH_MS must be between 100 and 60000 (got "50")',
    );
  });
});
