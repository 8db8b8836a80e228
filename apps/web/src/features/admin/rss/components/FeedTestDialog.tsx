import type { Feed, FeedPreviewItem } from '@helionews/contracts';
import OpenInNew from '@mui/icons-material/OpenInNew';
import RssFeed from '@mui/icons-material/RssFeed';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_RSS_NS } from '@/features/admin/shared/admin-i18n';
import { formatLongDate } from '@/lib/format-date';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { feedAdminKeys, RSS_CLIENT_ERRORS, testFeed } from '../api/feeds';
import { feedLabel } from './feed-label';

function PreviewItem({ item, language }: { item: FeedPreviewItem; language: string }) {
  const { t } = useTranslation(ADMIN_RSS_NS);
  return (
    <ListItem
      divider
      alignItems="flex-start"
      sx={{ gap: 2, px: 0 }}
      secondaryAction={
        item.link ? (
          <IconButton
            edge="end"
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('test.openSource', { title: item.title })}
          >
            <OpenInNew fontSize="small" />
          </IconButton>
        ) : undefined
      }
    >
      <Avatar
        variant="rounded"
        src={item.image_url ?? undefined}
        alt=""
        sx={{ width: 64, height: 48, bgcolor: 'action.hover', color: 'text.secondary' }}
        slotProps={{ img: { loading: 'lazy', referrerPolicy: 'no-referrer' } }}
      >
        <RssFeed aria-hidden />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1, pr: item.link ? 4 : 0 }}>
        <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', my: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {item.published_at ? formatLongDate(item.published_at, language) : t('test.noDate')}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={item.already_imported ? t('test.alreadyImported') : t('test.new')}
            sx={{
              color: 'text.primary',
              borderColor: item.already_imported ? 'divider' : 'success.main',
            }}
          />
        </Stack>
        {item.summary && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {item.summary}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}

/** "Test": fetches the feed now and lists what it would import; imports nothing. */
export function FeedTestDialog({ feed, onClose }: { feed: Feed; onClose: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_RSS_NS);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const preview = useQuery({
    queryKey: [...feedAdminKeys.all, 'test', feed.id],
    queryFn: () => testFeed(feed.id),
    // Every opening fetches afresh; a failure is shown, not retried behind the editor's back.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const title = feedLabel(feed, t('untitled'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="feed-test-title"
    >
      <DialogTitle id="feed-test-title">{t('test.title', { title })}</DialogTitle>
      <DialogContent dividers aria-busy={preview.isFetching}>
        {preview.isFetching ? (
          <Stack
            role="status"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}
          >
            <CircularProgress aria-hidden />
            <Typography>{t('test.fetching')}</Typography>
          </Stack>
        ) : preview.isError ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void preview.refetch()}>
                {t('test.retry')}
              </Button>
            }
          >
            {failureMessage(preview.error, RSS_CLIENT_ERRORS.testRssFeed)}
          </Alert>
        ) : preview.data ? (
          <Stack spacing={1}>
            <Typography role="status">
              {preview.data.items.length === 0
                ? t('test.nothing')
                : t('test.summary', {
                    feed: preview.data.feed_title || title,
                    total: preview.data.items.length,
                    count: preview.data.new_count,
                  })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('test.importsNothing')}
            </Typography>
            <List aria-label={preview.data.feed_title || title} disablePadding>
              {preview.data.items.map((item) => (
                <PreviewItem key={item.guid} item={item} language={i18n.language} />
              ))}
            </List>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('test.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
