import { ADMIN_NEWSLETTER_ROUTES } from '@helionews/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { useNewsletters } from '../api/newsletters';
import { useCadenceLabel } from '../components/cadence-label';
import { SendsPanel } from '../components/SendsPanel';
import { SubscribersPanel } from '../components/SubscribersPanel';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';

const TABS = ['subscribers', 'sends'] as const;
type NewsletterTab = (typeof TABS)[number];

/** /admin/newsletters/:newsletterId: one newsletter's subscribers and sends. */
export function NewsletterPage() {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const formatNumber = useFormatNumber();
  const cadenceLabel = useCadenceLabel();
  const id = Number(useParams().newsletterId);
  const [params, setParams] = useSearchParams();
  const tab: NewsletterTab = params.get('tab') === 'sends' ? 'sends' : 'subscribers';
  const list = useNewsletters();
  const newsletter = list.data?.newsletters.find((entry) => entry.id === id);

  const back = (
    <Button
      component={RouterLink}
      to={ADMIN_NEWSLETTER_ROUTES.newsletters}
      startIcon={<ArrowBack />}
    >
      {t('detail.back')}
    </Button>
  );

  if (list.isPending) {
    return (
      <Stack spacing={2} aria-busy>
        {back}
        <LoadingSkeleton variant="text" width="40%" height={48} label={t('common.loading')} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <RetryAlert onRetry={() => void list.refetch()}>
          {failureMessage(list.error, t('list.failed'), 'fallback')}
        </RetryAlert>
      </Stack>
    );
  }
  if (!newsletter) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="warning">{t('detail.notFound')}</Alert>
      </Stack>
    );
  }

  const { counts } = newsletter;
  return (
    <Stack spacing={3}>
      <div>{back}</div>
      <PageHeader
        title={newsletter.name}
        intro={t('detail.intro', {
          cadence: cadenceLabel(newsletter),
          active: formatNumber(counts.active),
          pending: formatNumber(counts.pending),
          unsubscribed: formatNumber(counts.unsubscribed),
        })}
      />
      <Tabs
        value={tab}
        onChange={(_, next: NewsletterTab) =>
          setParams(next === 'subscribers' ? {} : { tab: next }, { replace: true })
        }
        aria-label={t('tabs.label')}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`tabs.${value}`)}
            id={`newsletter-tab-${value}`}
            aria-controls={`newsletter-panel-${value}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`newsletter-panel-${tab}`} aria-labelledby={`newsletter-tab-${tab}`}>
        {tab === 'sends' ? (
          <SendsPanel newsletterId={newsletter.id} />
        ) : (
          <SubscribersPanel newsletter={newsletter} />
        )}
      </div>
    </Stack>
  );
}
