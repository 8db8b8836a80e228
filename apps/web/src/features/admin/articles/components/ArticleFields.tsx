import {
  LANGUAGE_NAMES,
  LANGUAGES,
  STORY_ACCESS_LEVELS,
  type Language,
  type StoryAccess,
} from '@helionews/contracts';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS, ADMIN_MEDIA_NS } from '@/features/admin/shared/admin-i18n';
import { SettingsSection } from '@/features/admin/shared/components/SettingsSection';
import { ARTICLE_CLIENT_ERRORS } from '../api/articles';
import { ARTICLE_IMAGE_TYPES } from '../api/images';
import type { CategoryOption } from '../api/lookups';
import {
  FIELD_MAX_LENGTHS,
  SEO_RECOMMENDED,
  slugify,
  type ArticleField,
  type ArticleFormValues,
  type FieldError,
  type FieldErrors,
} from '../article-form';
import { errorText } from '../error-text';
import { MediaPickerEntry } from '@/features/admin/media/entry/MediaPickerEntry';
import { ArticleTagsField } from './ArticleTagsField';
import { categoryMenuItems } from './category-menu-items';
import { useImageUpload } from './use-image-upload';

export interface ArticleFieldsProps {
  values: ArticleFormValues;
  errors: FieldErrors;
  /** Field errors the server sent on a 422, by field name. */
  serverErrors: Record<string, string>;
  disabled: boolean;
  categories: CategoryOption[] | undefined;
  categoriesError: unknown;
  onRetryCategories: () => void;
  setField: <K extends ArticleField>(field: K, value: ArticleFormValues[K]) => void;
  /** The name an empty Byline signs with: the writer's display name, else their username. */
  writerName: string;
  /** Editors and admins may create a tag from the Tags field; contributors only pick. */
  mayCreateTags: boolean;
}

/** The browser's time zone, named for the schedule fields ('Europe/Paris'). */
function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

/** The side fields: details, lead image, schedule and what search engines show. */
export function ArticleFields({
  values,
  errors,
  serverErrors,
  disabled,
  categories,
  categoriesError,
  onRetryCategories,
  setField,
  writerName,
  mayCreateTags,
}: ArticleFieldsProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const { t: tMedia } = useTranslation(ADMIN_MEDIA_NS);
  const [picking, setPicking] = useState(false);
  const message = (field: ArticleField): string | null => {
    const error: FieldError | undefined = errors[field];
    if (error) return t(`form.errors.${error.key}`, { max: 'max' in error ? error.max : 0 });
    return serverErrors[field] ?? null;
  };
  const text = (field: ArticleField, hint?: ReactNode) => ({
    id: `article-field-${field}`,
    error: message(field) !== null,
    helperText: message(field) ?? hint,
    disabled,
    fullWidth: true,
  });

  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const { uploading, uploadError, clearUploadError, onFile } = useImageUpload((image) => {
    setField('image_url', image.url);
    altInput.current?.focus();
  });

  const timeZone = localTimeZone();
  const counter = (field: 'seo_title' | 'seo_description') => {
    const length = values[field].trim().length;
    const over = length > SEO_RECOMMENDED[field];
    return (
      <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <span>
          {over
            ? t('form.seoLong', { count: SEO_RECOMMENDED[field] })
            : t('form.seoHint', { count: SEO_RECOMMENDED[field] })}
        </span>
        <Box
          component="span"
          sx={{ whiteSpace: 'nowrap', color: over ? 'warning.main' : undefined }}
        >
          {t('form.counter', { count: length, max: FIELD_MAX_LENGTHS[field] })}
        </Box>
      </Box>
    );
  };

  return (
    <Stack spacing={2}>
      <SettingsSection id="article-details" title={t('form.sections.details')}>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {categoriesError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={onRetryCategories}>
                  {t('actions.retry')}
                </Button>
              }
            >
              {errorText(categoriesError, ARTICLE_CLIENT_ERRORS.fetchCategories)}
            </Alert>
          ) : null}
          <TextField
            select
            label={t('form.category')}
            value={values.category}
            onChange={(event) => setField('category', event.target.value)}
            {...text('category')}
          >
            <MenuItem value="">{t('form.noCategory')}</MenuItem>
            {categoryMenuItems(categories, values.category)}
          </TextField>
          <ArticleTagsField
            value={values.tag_ids}
            onChange={(ids) => setField('tag_ids', ids)}
            disabled={disabled}
            mayCreate={mayCreateTags}
            error={serverErrors.tag_ids ?? null}
          />
          <TextField
            select
            label={t('form.language')}
            value={values.language}
            onChange={(event) => setField('language', event.target.value as Language)}
            {...text('language')}
          >
            {LANGUAGES.map((language) => (
              <MenuItem key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('form.access')}
            value={values.access}
            onChange={(event) => setField('access', event.target.value as StoryAccess | '')}
            // '' is a choice here ("Category default"), shown as such rather than as blank.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            {...text('access', t('form.accessHint'))}
          >
            {/* A new article may leave it to its category's (or the publication's) default. */}
            {values.access === '' && <MenuItem value="">{t('form.accessDefault')}</MenuItem>}
            {STORY_ACCESS_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {t(`access.${level}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('form.author')}
            value={values.author}
            onChange={(event) => setField('author', event.target.value)}
            placeholder={writerName || undefined}
            slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTHS.author } }}
            {...text(
              'author',
              writerName ? t('form.authorHintWriter', { name: writerName }) : t('form.authorHint'),
            )}
          />
          <Box>
            <TextField
              label={t('form.slug')}
              value={values.slug}
              onChange={(event) => setField('slug', event.target.value.toLowerCase())}
              slotProps={{
                htmlInput: {
                  maxLength: FIELD_MAX_LENGTHS.slug,
                  spellCheck: false,
                  autoCapitalize: 'none',
                },
              }}
              {...text('slug', t('form.slugHint'))}
            />
            <Button
              size="small"
              sx={{ mt: 0.5 }}
              disabled={disabled || !slugify(values.title)}
              onClick={() => setField('slug', slugify(values.title))}
            >
              {t('form.slugFromTitle')}
            </Button>
          </Box>
        </Stack>
      </SettingsSection>

      <SettingsSection id="article-image" title={t('form.sections.image')}>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {values.image_url && !errors.image_url && (
            <Box
              component="img"
              src={values.image_url}
              alt=""
              sx={{
                display: 'block',
                width: '100%',
                aspectRatio: '16 / 9',
                objectFit: 'cover',
                borderRadius: 1,
                bgcolor: 'action.hover',
              }}
            />
          )}
          <TextField
            label={t('form.imageUrl')}
            value={values.image_url}
            onChange={(event) => setField('image_url', event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
            {...text('image_url', t('form.imageUrlHint'))}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={uploading ? <CircularProgress size={16} aria-hidden /> : <UploadFile />}
              disabled={disabled || uploading}
              onClick={() => fileInput.current?.click()}
            >
              {uploading ? t('editor.image.uploading') : t('form.uploadImage')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PhotoLibraryOutlined />}
              disabled={disabled}
              onClick={() => setPicking(true)}
            >
              {tMedia('picker.open')}
            </Button>
            {values.image_url && (
              <Button
                color="inherit"
                disabled={disabled}
                onClick={() => {
                  setField('image_url', '');
                  setField('image_alt', '');
                }}
              >
                {t('form.removeImage')}
              </Button>
            )}
            <input
              ref={fileInput}
              type="file"
              hidden
              accept={ARTICLE_IMAGE_TYPES.join(',')}
              aria-label={t('form.uploadImage')}
              onChange={onFile}
            />
          </Box>
          {picking && (
            <MediaPickerEntry
              fallback={<CircularProgress size={16} aria-label={tMedia('picker.open')} />}
              onClose={() => setPicking(false)}
              onPick={(item) => {
                setPicking(false);
                setField('image_url', item.url);
                if (!values.image_alt.trim() && item.alt) setField('image_alt', item.alt);
                altInput.current?.focus();
              }}
            />
          )}
          {uploadError && (
            <Alert severity="error" role="alert" onClose={clearUploadError}>
              {uploadError}
            </Alert>
          )}
          <TextField
            inputRef={altInput}
            label={t('form.imageAlt')}
            value={values.image_alt}
            onChange={(event) => setField('image_alt', event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTHS.image_alt } }}
            {...text('image_alt', t('form.imageAltHint'))}
          />
        </Stack>
      </SettingsSection>

      <SettingsSection id="article-schedule" title={t('form.sections.schedule')}>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            type="datetime-local"
            label={t('form.publishAt')}
            value={values.publish_at}
            onChange={(event) => setField('publish_at', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            {...text('publish_at', t('form.publishAtHint', { timeZone }))}
          />
          <TextField
            type="datetime-local"
            label={t('form.unpublishAt')}
            value={values.unpublish_at}
            onChange={(event) => setField('unpublish_at', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            {...text('unpublish_at', t('form.unpublishAtHint', { timeZone }))}
          />
        </Stack>
      </SettingsSection>

      <SettingsSection id="article-seo" title={t('form.sections.seo')}>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t('form.seoTitle')}
            value={values.seo_title}
            onChange={(event) => setField('seo_title', event.target.value)}
            slotProps={{
              htmlInput: { maxLength: FIELD_MAX_LENGTHS.seo_title },
              formHelperText: { component: 'div' },
            }}
            {...text('seo_title', counter('seo_title'))}
          />
          <TextField
            label={t('form.seoDescription')}
            value={values.seo_description}
            onChange={(event) => setField('seo_description', event.target.value)}
            multiline
            minRows={3}
            slotProps={{
              htmlInput: { maxLength: FIELD_MAX_LENGTHS.seo_description },
              formHelperText: { component: 'div' },
            }}
            {...text('seo_description', counter('seo_description'))}
          />
        </Stack>
      </SettingsSection>
    </Stack>
  );
}
