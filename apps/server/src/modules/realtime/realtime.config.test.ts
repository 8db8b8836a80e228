import { REALTIME_MAX_STREAMS_PER_IP } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

describe('REALTIME_MAX_STREAMS_PER_IP', () => {
  it("defaults to the contracts' limit", () => {
    expect(loadConfig({}, '/x').realtimeMaxStreamsPerIp).toBe(REALTIME_MAX_STREAMS_PER_IP);
  });

  it('raises the limit (a benchmark, clients behind one address)', () => {
    const config = loadConfig({ REALTIME_MAX_STREAMS_PER_IP: '2500' }, '/x');
    expect(config.realtimeMaxStreamsPerIp).toBe(2500);
  });

  it('names a bad value in one line', () => {
    expect(() => loadConfig({ REALTIME_MAX_STREAMS_PER_IP: '0' }, '/x')).toThrow(
      new ConfigError(
        'Invalid configuration: REALTIME_MAX_STREAMS_PER_IP must be between 1 and 100000 (got "0")',
      ),
    );
  });
});
