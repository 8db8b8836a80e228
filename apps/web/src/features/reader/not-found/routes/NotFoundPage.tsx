import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { HomeLink } from '@/components/HomeLink';
import { StatusMessage } from '@/components/StatusMessage';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
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
