import type { AdminNewsletter } from '@helionews/contracts';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { AdminListPage } from '@/features/admin/shared/components/AdminListPage';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { useNewsletters } from '../api/newsletters';
import { DeleteNewsletterDialog } from '../components/DeleteNewsletterDialog';
import { NewsletterCard } from '../components/NewsletterCard';
import { NewsletterFormDialog } from '../components/NewsletterFormDialog';
import { SuppressionsPanel } from '../components/SuppressionsPanel';

type Editing = { newsletter: AdminNewsletter | null } | null;
const TABS = ['newsletters', 'suppressions'] as const;
type PageTab = (typeof TABS)[number];

/** /admin/newsletters: the publication's newsletters, their subscribers' growth, suppressions. */
export function NewslettersPage() {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const [params, setParams] = useSearchParams();
  const tab: PageTab = params.get('tab') === 'suppressions' ? 'suppressions' : 'newsletters';
  const list = useNewsletters();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminNewsletter | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const newsletters = list.data?.newsletters ?? [];

  return (
    <AdminListPage
      title={t('title')}
      intro={t('intro')}
      create={
        tab === 'newsletters'
          ? { label: t('create'), onClick: () => setEditing({ newsletter: null }) }
          : null
      }
      failure={
        tab === 'newsletters' &&
        list.isError &&
        failureMessage(list.error, t('list.failed'), 'fallback')
      }
      onRetry={() => void list.refetch()}
    >
      <Tabs
        value={tab}
        onChange={(_, next: PageTab) =>
          setParams(next === 'newsletters' ? {} : { tab: next }, { replace: true })
        }
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`tabs.${value}`)}
            id={`newsletters-tab-${value}`}
            aria-controls={`newsletters-panel-${value}`}
          />
        ))}
      </Tabs>
      <div
        role="tabpanel"
        id={`newsletters-panel-${tab}`}
        aria-labelledby={`newsletters-tab-${tab}`}
      >
        {tab === 'suppressions' ? (
          <SuppressionsPanel />
        ) : list.isPending ? (
          <Stack spacing={2} aria-busy>
            <Typography variant="body2">{t('common.loading')}</Typography>
            <Skeleton variant="rounded" height={320} />
          </Stack>
        ) : list.isSuccess && newsletters.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2">
              {t('empty.title')}
            </Typography>
            <Typography color="text.secondary">{t('empty.text')}</Typography>
          </Paper>
        ) : (
          <Stack spacing={2}>
            {newsletters.map((newsletter) => (
              <NewsletterCard
                key={newsletter.id}
                newsletter={newsletter}
                onEdit={() => setEditing({ newsletter })}
                onDelete={() => setDeleting(newsletter)}
              />
            ))}
          </Stack>
        )}
      </div>

      {editing && (
        <NewsletterFormDialog
          newsletter={editing.newsletter}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            setNotice(t(created ? 'notices.created' : 'notices.updated', { name: saved.name }));
          }}
        />
      )}
      {deleting && (
        <DeleteNewsletterDialog
          newsletter={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setNotice(t('notices.deleted', { name: deleting.name }));
            setDeleting(null);
          }}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </AdminListPage>
  );
}
