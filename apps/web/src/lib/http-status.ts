import { createContext, use } from 'react';

/** The HTTP status of a server-rendered page: pages that show "not found" say so. */
export interface HttpStatusRecorder {
  status: number;
}

export const HttpStatusContext = createContext<HttpStatusRecorder | null>(null);

/**
 * Marks the page being rendered on the server with `status` (e.g. 404 for an unknown story), so
 * crawlers get a real 404 with the not-found page rather than a 200. A no-op in the browser.
 */
export function useHttpStatus(status: number | null): void {
  const recorder = use(HttpStatusContext);
  if (recorder && status !== null) recorder.status = status;
}
