import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewsletters } from '../api/get-newsletters';
import { SubscribeForm } from './SubscribeForm';

/**
 * The subscribe box under a story: shown only when the publication has public newsletters (a
 * failed or empty answer shows nothing: the story is what the reader came for).
 */
export function NewsletterSignup() {
  const { t } = useTranslation();
  const headingId = useId();
  const newsletters = useNewsletters();
  const list = newsletters.data?.newsletters ?? [];
  const [only] = list;
  if (list.length === 0) return null;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        my: 4,
        p: { xs: 2.5, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        borderTop: 4,
        borderTopColor: 'primary.main',
        bgcolor: 'background.paper',
        display: 'grid',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
          <ForwardToInboxOutlined />
        </Box>
        <Box>
          <Typography id={headingId} variant="h5" component="h2">
            {t('newsletters.signup.heading')}
          </Typography>
          {list.length === 1 && only && (
            <Typography variant="body1" sx={{ mt: 0.5, fontWeight: 600 }}>
              {only.name}
              <Typography component="span" variant="body2" color="text.secondary">
                {' · '}
                {t(`newsletters.cadence.${only.cadence}`)}
              </Typography>
            </Typography>
          )}
          {list.length === 1 && only?.description && (
            <Typography variant="body2" color="text.secondary">
              {only.description}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('newsletters.signup.description')}
          </Typography>
        </Box>
      </Box>
      <SubscribeForm newsletters={list} />
      <Typography variant="caption" color="text.secondary">
        {t('newsletters.signup.note')}
      </Typography>
    </Box>
  );
}
