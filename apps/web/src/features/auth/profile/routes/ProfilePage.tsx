import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/LoadingSpinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DonationsSection } from '../../donations/components/DonationsSection';
import { useSession } from '@/lib/session-context';
import { ProfileSection } from '@/components/forms/ProfileSection';
import { AccountDetails } from '../components/AccountDetails';
import { DisplayNameForm } from '../components/DisplayNameForm';
import { MembershipPlan } from '../components/MembershipPlan';
import { NewslettersForm } from '../components/NewslettersForm';
import { PreferencesForm } from '../components/PreferencesForm';
import { SecuritySection } from '@/components/security/components/SecuritySection';

/**
 * The reader's own area (behind the UserGuard): account, display name, preferences, newsletters,
 * the membership plan, donations and the Security section (passkeys, authenticator app).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('profile.title'));

  // The guard only renders this page for a signed-in reader; this covers the instant of logout.
  if (session.status !== 'signedIn') return <LoadingSpinner />;
  const { user } = session;

  return (
    <>
      <AccountDetails user={user} />
      <Grid container spacing={{ xs: 3, md: 4 }} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
          <ProfileSection
            title={t('displayName.heading')}
            description={t('displayName.description')}
          >
            <DisplayNameForm
              key={user.id}
              displayName={user.display_name}
              username={user.username}
            />
          </ProfileSection>
          <ProfileSection
            title={t('preferences.heading')}
            description={t('preferences.description')}
          >
            {/* Keyed by user: another account's choices must not linger in the form. */}
            <PreferencesForm key={user.id} preferences={user.preferences} />
          </ProfileSection>
          <ProfileSection
            title={t('newsletters.profile.heading')}
            description={t('newsletters.profile.description')}
          >
            <NewslettersForm key={user.id} />
          </ProfileSection>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
          <ProfileSection
            title={t('membership.profile.heading')}
            description={t('membership.profile.description')}
          >
            <MembershipPlan key={user.id} />
          </ProfileSection>
          <DonationsSection />
          <SecuritySection key={user.id} account={user.email} />
        </Grid>
      </Grid>
    </>
  );
}
