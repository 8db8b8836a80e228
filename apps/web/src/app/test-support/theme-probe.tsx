import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import Typography from '@mui/material/Typography';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ColorModeToggle } from '@/components/ColorModeToggle';
import type { Branding } from '@/lib/branding';
import { SsrContext } from '@/lib/ssr-context';
import commonEn from '@/locales/en/common.json';
import { AppProviders } from '../providers';

/** Emotion's cache key: the server's and the browser's must be the same for hydration. */
export const EMOTION_KEY = 'css';

export const PROBE_BRANDING: Branding = {
  primary_color: '#1e2a78',
  secondary_color: '#7c4dff',
  background_color: '#f6f5fc',
  text_color: '#14142b',
};

/** Texts loaded up front, as the server's renderer does: a render cannot wait for them. */
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { common: commonEn } },
  lng: 'en',
  defaultNS: 'common',
  ns: ['common'],
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A small page under the app's providers, as the server renders it and the browser hydrates it. */
export function ThemeProbe({
  children,
  emotionCache,
}: {
  children?: ReactNode;
  /** The server's cache for this render, or the browser's (the app's own when absent). */
  emotionCache?: EmotionCache;
}) {
  return (
    <SsrContext value={{ tenantSlug: 'space', hostname: 'localhost' }}>
      <AppProviders
        queryClient={new QueryClient()}
        i18n={i18n}
        initialBranding={PROBE_BRANDING}
        emotionCache={emotionCache}
      >
        <ColorModeToggle />
        <Typography color="primary">Probe</Typography>
        {children}
      </AppProviders>
    </SsrContext>
  );
}

export interface ProbeRender {
  html: string;
  /** Emotion's critical CSS as <style> tags, for <head>. */
  styleTags: string;
  /** The same CSS, joined. */
  css: string;
}

/** What the server sends: the markup and the CSS emotion collected while rendering it. */
export function renderThemeProbe(): ProbeRender {
  const cache = createCache({ key: EMOTION_KEY });
  // Made before rendering: emotion then collects the CSS instead of inlining <style> in the body.
  const emotionServer = createEmotionServer(cache);
  const chunks = emotionServer.extractCriticalToChunks(
    renderToString(<ThemeProbe emotionCache={cache} />),
  );
  return {
    html: chunks.html,
    styleTags: emotionServer.constructStyleTagsFromChunks(chunks),
    css: chunks.styles.map((style) => style.css).join(''),
  };
}
