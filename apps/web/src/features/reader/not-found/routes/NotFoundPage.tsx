import { useTranslation } from 'react-i18next';
import { HomeLink } from '@/components/HomeLink';
import { NotFoundMessage } from '@/components/NotFoundMessage';
import { useHttpStatus } from '@/lib/http-status';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  useHttpStatus(404);
  return (
    <NotFoundMessage
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={<HomeLink />}
    />
  );
}
