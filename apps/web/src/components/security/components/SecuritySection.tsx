import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from '@/components/forms/ProfileSection';
import { SignInHistory } from '../SignInHistory';
import { SECURITY_NS } from '../security-i18n';
import { AuthenticatorApp } from './AuthenticatorApp';
import { Passkeys } from './Passkeys';

/**
 * The account's Security section, the same on the reader profile and the back-office profile:
 * its passkeys, its authenticator app, then its latest sign-ins. `account` is the email the app's
 * entry is named after.
 */
export function SecuritySection({ account }: { account: string }) {
  const { t } = useTranslation(SECURITY_NS);
  return (
    <ProfileSection title={t('title')} description={t('description')}>
      <Passkeys />
      <Divider sx={{ mt: 3 }} />
      <AuthenticatorApp account={account} />
      <Divider sx={{ mt: 3 }} />
      <SignInHistory />
    </ProfileSection>
  );
}
