/**
 * A stand-in XMLHttpRequest for uploads (`vi.stubGlobal('XMLHttpRequest', FakeXhr)`): 10 ms after
 * `send` it reports half the upload, then answers with `FakeXhr.respond` 50 ms later, or, with
 * `FakeXhr.manual` set, only when the test calls `finish()`: a timer can land between finding the
 * progress bar and looking at it (seen under CI's load). Each test file has its own class.
 */
export class FakeXhr {
  static last: FakeXhr | null = null;
  static respond: { status: number; body: unknown } = { status: 200, body: {} };
  static manual = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send(body: FormData) {
    this.sent = body;
    FakeXhr.last = this;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      if (!FakeXhr.manual) setTimeout(() => this.finish(), 50);
    }, 10);
  }
  /** The server's answer: `respond`. */
  finish() {
    this.status = FakeXhr.respond.status;
    this.responseText = JSON.stringify(FakeXhr.respond.body);
    this.onload?.();
  }
}
