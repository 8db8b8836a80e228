import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FALLBACK_COLORS } from '@helionews/contracts';
import { useTranslation } from 'react-i18next';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { formatDate } from '@/lib/format-date';
import { useSession } from '@/lib/session-context';
import { useGrantedAccess } from '../../shell/access-context';
import { avatarLetter } from '../../shell/avatar-letter';
import { ROLE_KEYS } from '../../shell/role-label';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileSection } from '@/components/forms/ProfileSection';
import { DetailItem } from '@/components/forms/DetailItem';
import { SignOutEverywhere } from '../components/SignOutEverywhere';
import { SecuritySection } from '@/components/security/components/SecuritySection';

/**
 * /admin/profile: account details, roles per publication, password change, the Security section
 * (passkeys, authenticator app; shared with the reader profile), sign out everywhere.
 */
export function AdminProfilePage() {
  const { t, i18n } = useTranslation(ADMIN_SHELL_NS);
  const session = useSession();
  const access = useGrantedAccess();
  const user = session.user ?? access.user;
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            fontSize: '1.5rem',
            bgcolor: FALLBACK_COLORS.avatar,
            color: '#fff',
          }}
        >
          {avatarLetter(user.username)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {t('profile.title')}
          </Typography>
          <Typography color="text.secondary" noWrap>
            {user.username}
          </Typography>
        </Box>
      </Box>

      <ProfileSection title={t('profile.details')}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
            m: 0,
            mt: 2,
          }}
        >
          <DetailItem term={t('profile.username')} value={user.username} />
          <DetailItem term={t('profile.email')} value={user.email} />
          <DetailItem
            term={t('profile.memberSince')}
            value={formatDate(user.created_at, language, 'long')}
          />
          <DetailItem
            term={t('profile.platformAdmin')}
            value={user.is_admin ? t('profile.yes') : t('profile.no')}
          />
        </Box>
      </ProfileSection>

      <ProfileSection title={t('profile.roles')} description={t('profile.rolesDescription')}>
        {!user.is_admin && access.memberships.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{t('profile.noRoles')}</Typography>
        ) : (
          <List dense disablePadding sx={{ mt: 1 }} aria-label={t('profile.roles')}>
            {user.is_admin && (
              <ListItem disableGutters>
                <ListItemText primary={t('profile.allPublications')} />
                <Chip
                  icon={<AdminPanelSettingsOutlined />}
                  label={t(ROLE_KEYS.platform_admin)}
                  color="primary"
                  size="small"
                />
              </ListItem>
            )}
            {access.memberships.map((membership) => (
              <ListItem key={membership.tenant_id} disableGutters>
                <ListItemText primary={membership.tenant_name} secondary={membership.tenant_slug} />
                <Chip label={t(ROLE_KEYS[membership.role])} size="small" variant="outlined" />
              </ListItem>
            ))}
          </List>
        )}
      </ProfileSection>

      <ProfileSection
        title={t('profile.password.title')}
        description={t('profile.password.description')}
      >
        <ChangePasswordForm />
      </ProfileSection>

      <SecuritySection account={user.email} />

      <ProfileSection
        title={t('profile.signOutEverywhere.title')}
        description={t('profile.signOutEverywhere.description')}
      >
        <SignOutEverywhere />
      </ProfileSection>
    </Stack>
  );
}
