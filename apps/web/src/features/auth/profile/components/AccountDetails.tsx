import type { UserProfile } from '@helionews/contracts';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { DetailItem } from '@/components/forms/DetailItem';

/** The page's heading and who is signed in: email, username, membership date, role. */
export function AccountDetails({ user }: { user: UserProfile }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <Box
      component="header"
      sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'flex-start', mb: 4 }}
    >
      <Avatar
        aria-hidden
        sx={{
          width: { xs: 56, sm: 72 },
          height: { xs: 56, sm: 72 },
          fontSize: { xs: '1.5rem', sm: '2rem' },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {user.username.charAt(0).toLocaleUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <Typography variant="h2" component="h1">
            {t('profile.title')}
          </Typography>
          {user.is_admin && (
            <Chip
              icon={<AdminPanelSettingsOutlined />}
              label={t('profile.adminBadge')}
              color="primary"
              size="small"
            />
          )}
        </Box>
        <Box
          component="dl"
          aria-label={t('profile.accountDetails')}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, auto))' },
            justifyContent: 'start',
            columnGap: 5,
            rowGap: 1.5,
            m: 0,
            mt: 2,
          }}
        >
          <DetailItem term={t('auth.email')} value={user.email} />
          <DetailItem term={t('auth.username')} value={user.username} />
          <DetailItem
            term={t('profile.memberSince')}
            value={formatDate(user.created_at, language, 'long')}
          />
        </Box>
      </Box>
    </Box>
  );
}
