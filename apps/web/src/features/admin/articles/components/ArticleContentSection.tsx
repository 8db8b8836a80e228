import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import {
  FIELD_MAX_LENGTHS,
  type ArticleField,
  type ArticleFormValues,
  type FieldErrors,
} from '../article-form';
import { RichTextEditor } from './editor/RichTextEditor';

export interface ArticleContentSectionProps {
  values: ArticleFormValues;
  setField: <K extends ArticleField>(field: K, value: ArticleFormValues[K]) => void;
  editable: boolean;
  /** The form's own errors the writer should see now. */
  errors: FieldErrors;
  /** The server's, by field name, after a refused save. */
  serverErrors: Record<string, string>;
  /** The body the editor starts from; a new key starts it again (a restored revision). */
  bodySeed: { key: number; html: string };
  onBodyChange: (html: string) => void;
}

/** The article's text: its headline, summary and body. */
export function ArticleContentSection({
  values,
  setField,
  editable,
  errors,
  serverErrors,
  bodySeed,
  onBodyChange,
}: ArticleContentSectionProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="article-content-heading"
      sx={{ p: { xs: 1.5, sm: 3 } }}
    >
      <Typography variant="h6" component="h2" id="article-content-heading" sx={{ mb: 2 }}>
        {t('form.sections.content')}
      </Typography>
      <Stack spacing={2.5}>
        <TextField
          id="article-field-title"
          label={t('form.title')}
          required
          fullWidth
          value={values.title}
          onChange={(event) => setField('title', event.target.value)}
          disabled={!editable}
          error={Boolean(errors.title ?? serverErrors['title'])}
          helperText={
            errors.title
              ? t(`form.errors.${errors.title.key}`, { max: FIELD_MAX_LENGTHS.title })
              : serverErrors['title']
          }
          slotProps={{
            htmlInput: { maxLength: FIELD_MAX_LENGTHS.title, sx: { fontSize: '1.25rem' } },
          }}
        />
        <TextField
          id="article-field-summary"
          label={t('form.summary')}
          fullWidth
          multiline
          minRows={2}
          value={values.summary}
          onChange={(event) => setField('summary', event.target.value)}
          disabled={!editable}
          error={Boolean(errors.summary ?? serverErrors['summary'])}
          helperText={
            errors.summary
              ? t(`form.errors.${errors.summary.key}`, { max: FIELD_MAX_LENGTHS.summary })
              : (serverErrors['summary'] ??
                t('form.counter', {
                  count: values.summary.trim().length,
                  max: FIELD_MAX_LENGTHS.summary,
                }))
          }
          slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTHS.summary } }}
        />
        <Box>
          <Typography id="article-body-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {t('form.body')}
          </Typography>
          <RichTextEditor
            key={bodySeed.key}
            id="article-body"
            labelledBy="article-body-label"
            initialHtml={bodySeed.html}
            editable={editable}
            onChange={onBodyChange}
          />
          {serverErrors['body_html'] && (
            <Typography color="error" variant="body2" sx={{ mt: 0.5 }}>
              {serverErrors['body_html']}
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
