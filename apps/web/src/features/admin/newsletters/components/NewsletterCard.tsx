import { ADMIN_NEWSLETTER_ROUTES, type AdminNewsletter } from '@helionews/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { useCadenceLabel } from './cadence-label';
import { GrowthChart } from './GrowthChart';

export interface NewsletterCardProps {
  newsletter: AdminNewsletter;
  onEdit: () => void;
  onDelete: () => void;
}

/** One newsletter: its name (to its page), cadence, subscriber counts and growth. */
export function NewsletterCard({ newsletter, onEdit, onDelete }: NewsletterCardProps) {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const formatNumber = useFormatNumber();
  const cadenceLabel = useCadenceLabel();
  const headingId = useId();
  const { counts } = newsletter;
  const figures = [
    { key: 'active', label: t('counts.active'), value: counts.active },
    { key: 'pending', label: t('counts.pending'), value: counts.pending },
    { key: 'unsubscribed', label: t('counts.unsubscribed'), value: counts.unsubscribed },
  ];
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Typography
              id={headingId}
              variant="h6"
              component="h2"
              sx={{ overflowWrap: 'anywhere' }}
            >
              <Link component={RouterLink} to={ADMIN_NEWSLETTER_ROUTES.newsletter(newsletter.id)}>
                {newsletter.name}
              </Link>
            </Typography>
            {newsletter.description && (
              <Typography variant="body2" color="text.secondary">
                {newsletter.description}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
              <Chip size="small" label={cadenceLabel(newsletter)} />
              <Chip
                size="small"
                variant="outlined"
                label={newsletter.is_public ? t('list.public') : t('list.private')}
              />
              {newsletter.subscribe_on_signup && (
                <Chip size="small" variant="outlined" label={t('list.onSignup')} />
              )}
            </Stack>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button
              startIcon={<EditOutlined />}
              onClick={onEdit}
              aria-label={t('list.editNamed', { name: newsletter.name })}
            >
              {t('list.edit')}
            </Button>
            <Button
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={onDelete}
              aria-label={t('list.deleteNamed', { name: newsletter.name })}
            >
              {t('list.delete')}
            </Button>
          </Stack>
        </Box>
        <Box
          component="dl"
          aria-label={t('counts.label')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0 }}
        >
          {figures.map((figure) => (
            <Box key={figure.key} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {formatNumber(figure.value)}
              </Typography>
            </Box>
          ))}
        </Box>
        <GrowthChart newsletterId={newsletter.id} name={newsletter.name} />
      </Stack>
    </Paper>
  );
}
