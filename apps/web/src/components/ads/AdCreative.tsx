import { API_PATHS, type AdServeResponse } from '@helionews/contracts';
import { useEffect, useRef, useState } from 'react';
import { whenSeen } from '@/islands/plain/ad-slots';
import { apiGet, apiPost, readerSchema } from '@/lib/api-client';

export { VIEW_MS, VIEW_RATIO } from '@/islands/plain/ad-slots';

/**
 * The ad chosen for this view of a zone: its creative with its alt text, linking to the click
 * address (which counts, then forwards to the advertiser). Counted as seen once, when at least
 * half of it has stayed in view for a second. `setEmpty(true)`: nothing to show (the zone
 * closes).
 */
export default function AdCreative({
  zoneId,
  setEmpty,
}: {
  zoneId: number;
  setEmpty: (empty: boolean) => void;
}) {
  const [ad, setAd] = useState<AdServeResponse | null>(null);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiGet(API_PATHS.adServe, {
      schema: readerSchema('adServeResponseSchema'),
      query: { zone: zoneId },
      signal: controller.signal,
    })
      // 204: no campaign fits any more.
      .then((served: AdServeResponse | undefined) => (served ? setAd(served) : setEmpty(true)))
      .catch(() => {
        if (!controller.signal.aborted) setEmpty(true);
      });
    return () => controller.abort();
  }, [zoneId, setEmpty]);

  useEffect(() => {
    const element = link.current;
    if (!ad || !element) return;
    return whenSeen(element, () => {
      void apiPost(API_PATHS.adImpression(ad.campaignId), {
        schema: readerSchema('noContentSchema'),
      }).catch(() => undefined);
    });
  }, [ad]);

  if (!ad) return null;
  return (
    <a
      ref={link}
      href={ad.clickUrl}
      rel="sponsored noopener"
      target="_blank"
      style={{ position: 'absolute', inset: 0 }}
    >
      <img
        src={ad.creativeUrl}
        alt={ad.alt}
        width={ad.width}
        height={ad.height}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      />
    </a>
  );
}
