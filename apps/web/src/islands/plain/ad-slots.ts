import { API_PATHS } from '@helionews/contracts';
import { readerFetch } from './api';

/** An impression counts once at least this share of the ad has been in view for VIEW_MS. */
export const VIEW_RATIO = 0.5;
export const VIEW_MS = 1000;

interface ServedAd {
  campaignId: number;
  creativeUrl: string;
  clickUrl: string;
  alt: string;
  width: number;
  height: number;
}

/** Only an answer of the expected shape, pointing at this site or https, becomes an ad. */
function readAd(value: unknown): ServedAd | null {
  if (typeof value !== 'object' || value === null) return null;
  const ad = value as Record<string, unknown>;
  const safe = (url: unknown) =>
    typeof url === 'string' && (/^\/(?!\/)/.test(url) || /^https:\/\//i.test(url));
  if (
    typeof ad.campaignId !== 'number' ||
    !safe(ad.creativeUrl) ||
    !safe(ad.clickUrl) ||
    typeof ad.alt !== 'string' ||
    typeof ad.width !== 'number' ||
    typeof ad.height !== 'number'
  ) {
    return null;
  }
  return ad as unknown as ServedAd;
}

/**
 * Calls `seen` once, when at least half of the ad has stayed in view for a second; returns what
 * stops watching. The application's ad (components/ads/AdCreative) counts the same way.
 */
export function whenSeen(element: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry && entry.intersectionRatio >= VIEW_RATIO) {
        timer ??= setTimeout(() => {
          observer.disconnect();
          seen();
        }, VIEW_MS);
      } else if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
    },
    { threshold: [0, VIEW_RATIO] },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}

function show(frame: HTMLElement, ad: ServedAd): void {
  const link = document.createElement('a');
  link.href = ad.clickUrl;
  link.rel = 'sponsored noopener';
  link.target = '_blank';
  // Style properties set from script are not inline markup: the CSP allows them (ADR 015).
  link.style.position = 'absolute';
  link.style.inset = '0';
  const image = document.createElement('img');
  image.src = ad.creativeUrl;
  image.alt = ad.alt;
  image.width = ad.width;
  image.height = ad.height;
  Object.assign(image.style, {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'contain',
  });
  link.append(image);
  frame.append(link);
  whenSeen(link, () => {
    void readerFetch(API_PATHS.adImpression(ad.campaignId), { method: 'POST' }).catch(
      () => undefined,
    );
  });
}

/**
 * Ad zones arrive in the server's HTML with their exact shape and the label 'Advertisement'; the
 * ad itself is asked for here, after the page has loaded. No ad to show: the zone closes.
 */
export function enhanceAdSlots(root: ParentNode): void {
  for (const frame of root.querySelectorAll<HTMLElement>('[data-ad-zone]')) {
    const zone = frame.dataset.adZone;
    const slot = frame.closest('aside') ?? frame;
    const close = () => {
      slot.hidden = true;
    };
    void readerFetch(`${API_PATHS.adServe}?zone=${encodeURIComponent(zone ?? '')}`)
      .then(async (response) => {
        if (response.status !== 200) return close();
        const ad = readAd(await response.json());
        if (!ad) return close();
        show(frame, ad);
      })
      .catch(close);
  }
}
