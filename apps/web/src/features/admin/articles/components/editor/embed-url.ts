import { EMBED_HOSTS } from '@helionews/contracts';

export type EmbedProvider = 'youtube' | 'vimeo' | 'spotify';

export interface EmbedSource {
  /** The player's address, on one of EMBED_HOSTS. */
  src: string;
  provider: EmbedProvider;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const SPOTIFY_KINDS = ['track', 'album', 'playlist', 'episode', 'show', 'artist'];

function parseUrl(input: string): URL | null {
  const text = input.trim();
  if (!text) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

function youtube(id: string | null | undefined): EmbedSource | null {
  return id && YOUTUBE_ID.test(id)
    ? { src: `https://www.youtube-nocookie.com/embed/${id}`, provider: 'youtube' }
    : null;
}

/**
 * The player address for a link a writer pastes (a YouTube watch page, a youtu.be link, a Vimeo
 * video, a Spotify track...), on one of the hosts articles may embed (EMBED_HOSTS); null for
 * anything else. YouTube plays from youtube-nocookie.com, which sets no cookie until played.
 */
export function toEmbedSource(input: string): EmbedSource | null {
  const url = parseUrl(input);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = url.hostname.toLowerCase().replace(/^m\./, 'www.');
  const parts = url.pathname.split('/').filter(Boolean);

  switch (host) {
    case 'youtube.com':
    case 'www.youtube.com':
    case 'www.youtube-nocookie.com':
    case 'youtube-nocookie.com': {
      if (parts[0] === 'watch') return youtube(url.searchParams.get('v'));
      if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live')
        return youtube(parts[1]);
      return null;
    }
    case 'youtu.be':
      return youtube(parts[0]);
    case 'vimeo.com':
    case 'www.vimeo.com': {
      const id = parts.find((part) => /^\d+$/.test(part));
      return id ? { src: `https://player.vimeo.com/video/${id}`, provider: 'vimeo' } : null;
    }
    case 'player.vimeo.com':
      return parts[0] === 'video' && parts[1] && /^\d+$/.test(parts[1])
        ? { src: `https://player.vimeo.com/video/${parts[1]}`, provider: 'vimeo' }
        : null;
    case 'open.spotify.com': {
      const rest = parts[0] === 'embed' ? parts.slice(1) : parts;
      const [kind, id] = rest;
      return kind && id && SPOTIFY_KINDS.includes(kind) && /^[A-Za-z0-9]+$/.test(id)
        ? { src: `https://open.spotify.com/embed/${kind}/${id}`, provider: 'spotify' }
        : null;
    }
    default:
      return null;
  }
}

/** Whether a stored player address may be shown: https on one of EMBED_HOSTS. */
export function isAllowedEmbedSrc(src: string | null | undefined): src is string {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && (EMBED_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

export function embedProviderOf(src: string): EmbedProvider | null {
  try {
    const host = new URL(src).hostname;
    if (host.includes('youtube')) return 'youtube';
    if (host.includes('vimeo')) return 'vimeo';
    if (host.includes('spotify')) return 'spotify';
  } catch {
    // not an address
  }
  return null;
}
