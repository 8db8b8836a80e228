import { describe, expect, it, vi } from 'vitest';
import './zod-config';

describe('zod in the browser', () => {
  it('is jitless, so building and parsing schemas never evaluates code (CSP)', async () => {
    // The contracts' schemas built afresh, after this setting, as the browser builds them when
    // the first answer to validate arrives.
    vi.resetModules();
    const evaluate = vi.spyOn(globalThis, 'Function');
    const { storyListResponseSchema } = await import('@helionews/contracts');
    const { z } = await import('zod');

    expect(z.config().jitless).toBe(true);
    const answer = { stories: [], total: 0, page: 1, page_size: 10 };
    expect(storyListResponseSchema.safeParse(answer).success).toBe(true);
    expect(z.object({ title: z.string() }).parse({ title: 'Mars' })).toEqual({ title: 'Mars' });
    expect(evaluate).not.toHaveBeenCalled();
  });
});
