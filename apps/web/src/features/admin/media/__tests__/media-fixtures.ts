import type {
  AdminMedia,
  AdminMediaListResponse,
  MediaUploadResponse,
  MediaUsage,
} from '@helionews/contracts';

const FOLDER = '/uploads/media/1/0123456789abcdef01234567';

export function makeMedia(overrides: Partial<AdminMedia> = {}): AdminMedia {
  const id = overrides.id ?? 1;
  const folder = `${FOLDER.slice(0, -2)}${String(id).padStart(2, '0')}`;
  return {
    id,
    name: `photo-${id}.jpg`,
    alt: `Photo ${id}`,
    caption: '',
    credit: '',
    uploader: { id: 1, username: 'admin', display_name: 'Ada Admin' },
    url: `${folder}/original.webp`,
    width: 1200,
    height: 800,
    bytes: 204800,
    variants: [
      { format: 'avif', width: 320, height: 213, url: `${folder}/w320.avif` },
      { format: 'avif', width: 640, height: 427, url: `${folder}/w640.avif` },
      { format: 'webp', width: 320, height: 213, url: `${folder}/w320.webp` },
      { format: 'webp', width: 640, height: 427, url: `${folder}/w640.webp` },
    ],
    usage_count: 0,
    created_month: '2026-11',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function mediaList(
  media: AdminMedia[],
  overrides: Partial<AdminMediaListResponse> = {},
): AdminMediaListResponse {
  return {
    media,
    total: media.length,
    page: 1,
    page_size: 24,
    uploaders: [
      { id: 1, username: 'admin', display_name: 'Ada Admin' },
      { id: 7, username: 'cora', display_name: null },
    ],
    months: ['2026-11', '2026-10'],
    ...overrides,
  };
}

export function uploadAnswer(
  stored: AdminMedia[],
  refused: { filename: string; reason: string }[],
) {
  return {
    results: [
      ...stored.map((media) => ({ status: 'stored' as const, filename: media.name, media })),
      ...refused.map((each) => ({ status: 'refused' as const, code: 415 as const, ...each })),
    ],
    stored: stored.length,
    refused: refused.length,
  } satisfies MediaUploadResponse;
}

export const articleUsage: MediaUsage = {
  kind: 'article',
  id: 42,
  title: 'Solar storm reaches Earth',
  status: 'published',
  places: ['lead_image'],
};

/** A stand-in XMLHttpRequest that reports progress, then answers with `respond`. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  static respond: { status: number; body: unknown } = { status: 200, body: {} };
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
      setTimeout(() => {
        this.status = FakeXhr.respond.status;
        this.responseText = JSON.stringify(FakeXhr.respond.body);
        this.onload?.();
      }, 50);
    }, 10);
  }
}

export function png(name: string, size = 1024) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}
