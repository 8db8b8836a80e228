import type { Feed } from '@helionews/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ADMIN_RSS_NS } from '@/features/admin/shared/admin-i18n';
import { formatLongDate, formatRelativeTime } from '@/lib/format-date';
import { feedLabel } from './feed-label';
import { FeedStatusChip } from './FeedStatusChip';
import { RowAction } from '@/features/admin/shared/components/RowAction';

export type FeedToggle = 'is_active' | 'auto_approve';

export interface FeedListProps {
  feeds: readonly Feed[];
  /** The feed whose switch is being saved, if any. */
  busyId: number | null;
  onToggle: (feed: Feed, field: FeedToggle, value: boolean) => void;
  onTest: (feed: Feed) => void;
  onEdit: (feed: Feed) => void;
  onDelete: (feed: Feed) => void;
}

function LastFetch({ feed }: { feed: Feed }) {
  const { t, i18n } = useTranslation(ADMIN_RSS_NS);
  if (!feed.last_fetched_at) return <>{t('never')}</>;
  return (
    <Tooltip title={formatLongDate(feed.last_fetched_at, i18n.language)}>
      <time dateTime={feed.last_fetched_at}>
        {formatRelativeTime(feed.last_fetched_at, i18n.language)}
      </time>
    </Tooltip>
  );
}

function FeedError({ feed }: { feed: Feed }) {
  const { t } = useTranslation(ADMIN_RSS_NS);
  if (!feed.last_error || (feed.status !== 'error' && feed.status !== 'paused')) return null;
  return (
    <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      {feed.last_error}
      {feed.consecutive_failures > 0 && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' · '}
          {t('failures', { count: feed.consecutive_failures })}
        </Box>
      )}
    </Typography>
  );
}

/** The feeds as a table on wide screens and as cards on phones. */
export function FeedList({ feeds, busyId, onToggle, onTest, onEdit, onDelete }: FeedListProps) {
  const { t } = useTranslation(ADMIN_RSS_NS);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));

  const switchOf = (feed: Feed, field: FeedToggle, label: string) => (
    <Switch
      checked={feed[field]}
      disabled={busyId === feed.id}
      onChange={(event) => onToggle(feed, field, event.target.checked)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );

  if (narrow) {
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        {feeds.map((feed) => {
          const title = feedLabel(feed, t('untitled'));
          return (
            <Card key={feed.id} variant="outlined" component="article" aria-label={title}>
              <CardContent sx={{ pb: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                    {title}
                  </Typography>
                  <FeedStatusChip status={feed.status} />
                </Stack>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere', mb: 1 }}
                >
                  {feed.url}
                </Typography>
                <FeedError feed={feed} />
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 2,
                    rowGap: 0.5,
                    m: 0,
                    mt: 1,
                    '& dt': { color: 'text.secondary' },
                    '& dd': { m: 0 },
                  }}
                >
                  <dt>{t('columns.category')}</dt>
                  <dd>{feed.category?.name ?? t('noCategory')}</dd>
                  <dt>{t('columns.interval')}</dt>
                  <dd>{t('everyMinutes', { count: feed.poll_interval_minutes })}</dd>
                  <dt>{t('columns.lastFetch')}</dt>
                  <dd>
                    <LastFetch feed={feed} />
                  </dd>
                  <dt>{t('columns.items')}</dt>
                  <dd>{t('itemCount', { count: feed.item_count })}</dd>
                </Box>
                <Stack direction="row" sx={{ flexWrap: 'wrap', mt: 1 }}>
                  <FormControlLabel
                    control={switchOf(feed, 'is_active', t('actions.activeFeed', { title }))}
                    label={t('columns.active')}
                  />
                  <FormControlLabel
                    control={switchOf(
                      feed,
                      'auto_approve',
                      t('actions.autoApproveFeed', { title }),
                    )}
                    label={t('columns.autoApprove')}
                  />
                </Stack>
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
                <Button
                  variant="outlined"
                  startIcon={<PlayArrowOutlined />}
                  onClick={() => onTest(feed)}
                  aria-label={t('actions.testFeed', { title })}
                >
                  {t('actions.test')}
                </Button>
                <Button
                  startIcon={<EditOutlined />}
                  onClick={() => onEdit(feed)}
                  aria-label={t('actions.editFeed', { title })}
                >
                  {t('actions.edit')}
                </Button>
                <Button
                  color="error"
                  startIcon={<DeleteOutline />}
                  onClick={() => onDelete(feed)}
                  aria-label={t('actions.deleteFeed', { title })}
                >
                  {t('actions.delete')}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.feed')}</TableCell>
            <TableCell>{t('columns.category')}</TableCell>
            <TableCell padding="none" sx={{ width: 72, px: 1 }}>
              {t('columns.active')}
            </TableCell>
            <TableCell padding="none" sx={{ width: 88, px: 1 }}>
              {t('columns.autoApprove')}
            </TableCell>
            <TableCell>{t('columns.lastFetch')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell align="right">{t('columns.items')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {feeds.map((feed) => {
            const title = feedLabel(feed, t('untitled'));
            return (
              <TableRow key={feed.id} hover>
                <TableCell sx={{ minWidth: 200, maxWidth: 340 }}>
                  <Typography variant="subtitle2" component="p">
                    {title}
                  </Typography>
                  <Link
                    href={feed.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {feed.url}
                  </Link>
                  <FeedError feed={feed} />
                </TableCell>
                <TableCell>{feed.category?.name ?? t('noCategory')}</TableCell>
                <TableCell padding="none" sx={{ px: 1 }}>
                  {switchOf(feed, 'is_active', t('actions.activeFeed', { title }))}
                </TableCell>
                <TableCell padding="none" sx={{ px: 1 }}>
                  {switchOf(feed, 'auto_approve', t('actions.autoApproveFeed', { title }))}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <LastFetch feed={feed} />
                  <Typography variant="body2" color="text.secondary">
                    {t('everyMinutes', { count: feed.poll_interval_minutes })}
                  </Typography>
                </TableCell>
                <TableCell>
                  <FeedStatusChip status={feed.status} />
                </TableCell>
                <TableCell align="right">{feed.item_count}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onTest(feed)}
                    aria-label={t('actions.testFeed', { title })}
                    sx={{ mr: 0.5 }}
                  >
                    {t('actions.test')}
                  </Button>
                  <RowAction
                    title={t('actions.edit')}
                    label={t('actions.editFeed', { title })}
                    onClick={() => onEdit(feed)}
                  >
                    <EditOutlined />
                  </RowAction>
                  <RowAction
                    title={t('actions.delete')}
                    label={t('actions.deleteFeed', { title })}
                    onClick={() => onDelete(feed)}
                  >
                    <DeleteOutline />
                  </RowAction>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
