import { afterEach, describe, expect, it } from 'vitest';
import { createThreadClient, ThreadServiceError, type ThreadClient } from './thread-service.js';

interface Echo {
  echo(value: unknown): Promise<{ value: unknown; at: Date }>;
  fail(message: string): Promise<never>;
  remember(entry: string): Promise<number>;
  log(): Promise<string[]>;
  die(): Promise<never>;
  priority(): Promise<{ thread: number; process: number }>;
}

let client: ThreadClient<Echo> | null = null;
afterEach(async () => {
  await client?.close();
  client = null;
});

function echoThread(options: { onStart?: () => Promise<void>; niceness?: number } = {}) {
  let starts = 0;
  client = createThreadClient<Echo, { niceness: number }>({
    entry: 'echo.test-support',
    name: 'echo',
    data: { niceness: options.niceness ?? 0 },
    onStart: async (call) => {
      starts += 1;
      await call('remember', `start ${starts}`);
      await options.onStart?.();
    },
  });
  return { client, starts: () => starts };
}

describe('a service on a worker thread', () => {
  it('answers calls with structured clones, from its own thread', async () => {
    const { client } = echoThread();
    const answer = await client.call('echo', { title: 'Río', tags: ['a', 'b'] });
    expect(answer.value).toEqual({ title: 'Río', tags: ['a', 'b'] });
    expect(answer.at).toBeInstanceOf(Date);
    expect(answer.at.getTime()).toBe(0);
  });

  it("rejects with the method's own error name and message", async () => {
    const { client } = echoThread();
    const failure = await client.call('fail', 'out of range').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ThreadServiceError);
    expect((failure as Error).name).toBe('RangeError');
    expect((failure as Error).message).toBe('out of range');
    // The thread goes on serving.
    expect((await client.call('echo', 1)).value).toBe(1);
  });

  it('replaces a thread that ended: the call under way rejects, the next starts a new one', async () => {
    const { client, starts } = echoThread();
    await client.call('remember', 'before');
    expect(await client.call('log')).toEqual(['start 1', 'before']);
    await expect(client.call('die')).rejects.toThrow(/ended \(exit code 3\)/);
    // What the dead thread held is gone; onStart set the new one up before this call.
    expect(await client.call('log')).toEqual(['start 2']);
    expect(starts()).toBe(2);
  });

  it('runs at the priority the service asks, below the main thread', async () => {
    const { client } = echoThread({ niceness: 7 });
    const priority = await client.call('priority');
    expect(priority.thread).toBe(priority.process + 7);
  });

  it('refuses calls once closed', async () => {
    const { client } = echoThread();
    await client.call('echo', 1);
    await client.close();
    await expect(client.call('echo', 2)).rejects.toThrow(/closed/);
  });
});
