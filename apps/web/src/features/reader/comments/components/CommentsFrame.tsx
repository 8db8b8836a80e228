import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { useIslandPage } from '@/islands/Island';
import { apiTenantSlug } from '@/lib/active-tenant';
import { sectionHeadingSx } from '../../stories/components/section-heading';
import { COMMENTS_ANCHOR } from '../thread/anchor';
import { threadStyles } from './thread-styles';

/**
 * What a browser that never runs scripts is shown (issue 30, item 1): not "Loading comments...",
 * but a line saying comments need JavaScript. CSS decides (`scripting: none`), not `<noscript>`,
 * whose content a browser that has scripts but runs none of them (blocked, emulated off) skips.
 */
const noScriptHidden = { '@media (scripting: none)': { display: 'none' } } as const;
const noScriptOnly = { display: 'none', '@media (scripting: none)': { display: 'block' } } as const;

/**
 * A story's "Comments" section as the server renders it (ADR 020, ADR 022): its heading, a
 * placeholder while the thread loads (announced as loading, hidden where scripts never run), a
 * line saying comments need JavaScript (shown only there), the thread's styles, and an element
 * the plain thread script fills (`thread/thread.ts`). On a page of islands the loader starts
 * that script when the section scrolls into view; on a page the application renders, this
 * component starts it.
 */
export function CommentsFrame({ storyId }: { storyId: number }) {
  const { t, i18n } = useTranslation();
  const islandPage = useIslandPage();
  const thread = useRef<HTMLDivElement>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Not useId: the section is rendered within the page on the server and alone in the island.
  const headingId = `${COMMENTS_ANCHOR}-${storyId}-heading`;

  useEffect(() => {
    if (islandPage) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../thread/thread')
      .then(({ mountCommentThread }) => {
        const root = thread.current;
        if (cancelled || !root) return null;
        return mountCommentThread(root, { storyId, tenant: apiTenantSlug(), language });
      })
      .then((stopThread) => {
        if (cancelled) stopThread?.();
        else stop = stopThread ?? null;
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [islandPage, storyId, language]);

  return (
    <Box
      component="section"
      id={COMMENTS_ANCHOR}
      aria-labelledby={headingId}
      sx={[{ mt: 6, scrollMarginTop: (theme) => theme.spacing(10) }, threadStyles]}
    >
      <Typography
        id={headingId}
        variant="h4"
        component="h2"
        sx={sectionHeadingSx}
        data-comments-heading=""
      >
        {t('comments.title')}
      </Typography>
      <div className="hn-c-thread" data-comments-thread="" ref={thread} />
      <div data-comments-placeholder="">
        <Box role="status" aria-busy="true" sx={noScriptHidden}>
          <VisuallyHidden>{t('comments.loading')}</VisuallyHidden>
          <Stack spacing={2} aria-hidden>
            {[0, 1].map((row) => (
              <Box key={row}>
                <Skeleton variant="text" sx={{ width: '30%' }} />
                <Skeleton variant="rounded" sx={{ height: 56 }} />
              </Box>
            ))}
          </Stack>
        </Box>
        <Typography color="text.secondary" sx={noScriptOnly} data-comments-noscript="">
          {t('comments.noScript')}
        </Typography>
      </div>
    </Box>
  );
}
