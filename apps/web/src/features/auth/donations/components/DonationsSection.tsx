import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from '@/components/forms/ProfileSection';
import { DonationForm } from './DonationForm';
import { DonationHistory } from './DonationHistory';

export function DonationsSection() {
  const { t } = useTranslation();
  const historyHeadingId = useId();
  return (
    <ProfileSection title={t('donations.heading')} description={t('donations.intro')}>
      <DonationForm />
      <DonationHistory headingId={historyHeadingId} />
    </ProfileSection>
  );
}
