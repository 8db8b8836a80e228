import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { HomeLink } from '@/components/HomeLink';
import { StatusMessage } from '@/components/StatusMessage';
import { useHttpStatus } from '@/lib/http-status';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  useHttpStatus(404);
  return (
    <StatusMessage
      headingLevel="h1"
      icon={<SearchOff />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={<HomeLink />}
    />
  );
}
