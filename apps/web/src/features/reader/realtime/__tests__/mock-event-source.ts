/**
 * A stand-in for the browser's EventSource (jsdom has none) that a test drives by hand: open the
 * stream, send named events with ids, fail it as the browser would.
 */
export class MockEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream the page opened, oldest first. */
  static instances: MockEventSource[] = [];

  readonly url: string;
  readyState: number = MockEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    MockEventSource.instances.push(this);
  }

  static reset(): void {
    MockEventSource.instances = [];
  }

  static latest(): MockEventSource {
    const latest = MockEventSource.instances.at(-1);
    if (!latest) throw new Error('No EventSource was opened');
    return latest;
  }

  get params(): URLSearchParams {
    return new URL(this.url, 'http://localhost').searchParams;
  }

  open(): void {
    this.readyState = MockEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  emit(type: string, data: unknown, lastEventId = ''): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }

  /** The connection dropped; `retrying` is whether the browser tries again by itself. */
  fail(retrying: boolean): void {
    this.readyState = retrying ? MockEventSource.CONNECTING : MockEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.readyState = MockEventSource.CLOSED;
  }
}
