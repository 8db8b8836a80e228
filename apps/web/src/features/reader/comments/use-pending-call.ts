import { useState } from 'react';

/**
 * A dialog's one call: whether it is under way, and the text of its failure to show. `run`
 * starts it; a call that rejects leaves its error's message as `failure`.
 */
export function usePendingCall() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = (call: () => Promise<void>) => {
    setPending(true);
    setFailure(null);
    call()
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setPending(false));
  };
  return { pending, failure, run, clearFailure: () => setFailure(null) };
}
