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

export { FakeXhr } from '@/test/fake-xhr';

export function png(name: string, size = 1024) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}
