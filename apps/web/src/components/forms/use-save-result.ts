import { useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstError } from './focus';

type SaveResult = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/**
 * The outcome of a form that saves in place (a profile section): "saved" beside its button, or
 * the failure above its fields, focused. Any edit or a new submit makes either out of date.
 */
export function useSaveResult(formRef: RefObject<HTMLFormElement | null>) {
  const [result, setResult] = useState<SaveResult>(null);
  return {
    /** The failure to show above the fields, else null. */
    failure: result?.kind === 'failed' ? result.message : null,
    saved: result?.kind === 'saved',
    clear: () => setResult(null),
    succeed: () => setResult({ kind: 'saved' }),
    /** Shows the failure (with what `update` sets) at once, then focuses what needs fixing. */
    fail: (message: string, update?: () => void) => {
      flushSync(() => {
        update?.();
        setResult({ kind: 'failed', message });
      });
      focusFirstError(formRef.current);
    },
  };
}
