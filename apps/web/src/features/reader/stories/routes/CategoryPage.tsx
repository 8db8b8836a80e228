import { slugSchema } from '@helionews/contracts';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AdSlot } from '@/components/ads/AdSlot';
import { HomeLink } from '@/components/HomeLink';
import { StatusMessage } from '@/components/StatusMessage';
import { useCategoryLabel } from '@/lib/category-label';
import { useHttpStatus } from '@/lib/http-status';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCategories } from '../api/get-categories';
import { CategoryNav } from '../components/CategoryNav';
import { sectionHeadingSx } from '../components/section-heading';
import { StoryFeed } from '../components/StoryFeed';

export function CategoryPage() {
  const { t } = useTranslation();
  const { name: asWritten = '' } = useParams();
  // Section addresses are case-insensitive: /category/Politics is the politics section.
  const slug = asWritten.toLowerCase();
  const isValidSlug = slugSchema.safeParse(slug).success;
  const categories = useCategories();
  const category = categories.data?.find((candidate) => candidate.slug === slug);
  const isUnknown = !isValidSlug || (categories.isSuccess && !category);
  const categoryLabel = useCategoryLabel();
  useCanonicalAddress(asWritten, slug, isValidSlug);

  useDocumentTitle(
    category ? categoryLabel(category) : isUnknown ? t('category.notFoundTitle') : null,
  );
  useHttpStatus(isUnknown ? 404 : null);

  if (isUnknown) {
    return (
      <StatusMessage
        headingLevel="h1"
        icon={<CategoryOutlined />}
        title={t('category.notFoundTitle')}
        description={t('category.notFoundDescription', { name: asWritten })}
        action={<HomeLink />}
      />
    );
  }

  // If the sections list failed, the slug is still a fine heading: the stories matter more.
  const name = category ? categoryLabel(category) : categories.isError ? slug : null;
  return (
    <>
      <CategoryNav activeSlug={slug} />
      <Box component="header" sx={sectionHeadingSx}>
        <Typography variant="h2" component="h1">
          {name ?? <Skeleton sx={{ width: '30%' }} />}
        </Typography>
        {category?.description && (
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: '70ch' }}>
            {category.description}
          </Typography>
        )}
      </Box>
      <AdSlot location="top_banner" />
      <StoryFeed
        category={slug}
        emptyTitle={t('category.emptyTitle', { name: name ?? slug })}
        emptyDescription={t('category.emptyDescription')}
      />
    </>
  );
}

/**
 * Once in the browser, shows the section's lowercase address in place of the one typed (the server
 * already names it as the canonical URL), keeping the query and the fragment.
 */
function useCanonicalAddress(asWritten: string, slug: string, isValidSlug: boolean) {
  const navigate = useNavigate();
  const routes = useReaderRoutes();
  const { search, hash } = useLocation();
  useEffect(() => {
    if (!isValidSlug || asWritten === slug) return;
    void navigate(`${routes.category(slug)}${search}${hash}`, { replace: true });
  }, [asWritten, slug, isValidSlug, navigate, routes, search, hash]);
}
