import {
  hexColorSchema,
  tenantSettingsSchema,
  type TenantInfo,
  type TenantUpdate,
} from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useUpdateTenant } from '../api/update-tenant';

/** The contract caps names at 100 and descriptions at 1000 characters. */
const NAME_MAX_LENGTH = 100;
const DESCRIPTION_MAX_LENGTH = 1000;

interface FormValues {
  name: string;
  description: string;
  primaryColor: string;
  secondaryColor: string;
  articlesPerPage: string;
  enableComments: boolean;
  rssEnabled: boolean;
}

type CheckedField = 'name' | 'primaryColor' | 'secondaryColor' | 'articlesPerPage';
type FieldErrors = Partial<Record<CheckedField, string>>;

function initialValues(tenant: TenantInfo): FormValues {
  return {
    name: tenant.name,
    description: tenant.description,
    primaryColor: tenant.branding.primary_color,
    secondaryColor: tenant.branding.secondary_color,
    articlesPerPage: String(tenant.settings.articles_per_page),
    enableComments: tenant.settings.enable_comments,
    rssEnabled: tenant.settings.rss_enabled,
  };
}

/** '12' -> 12; '', '1.5', '12abc' -> NaN, so only whole numbers pass the range check. */
function parseWholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

export interface TenantSettingsDialogProps {
  tenant: TenantInfo;
  open: boolean;
  onClose: () => void;
}

/** SPEC section 2: 'Tenant Settings', saved with PUT /admin/tenants/{id}. */
export function TenantSettingsDialog({ tenant, open, onClose }: TenantSettingsDialogProps) {
  const titleId = useId();
  // A fresh form on every opening: edits abandoned with Cancel do not come back.
  const [opening, setOpening] = useState(0);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setOpening((count) => count + 1) } }}
    >
      <SettingsForm
        key={`${tenant.id}-${opening}`}
        tenant={tenant}
        titleId={titleId}
        onClose={onClose}
      />
    </Dialog>
  );
}

interface SettingsFormProps {
  tenant: TenantInfo;
  titleId: string;
  onClose: () => void;
}

function SettingsForm({ tenant, titleId, onClose }: SettingsFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialValues(tenant));
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdateTenant(tenant.id);
  const commentsStateId = useId();
  const rssStateId = useId();

  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = t('tenant.settings.nameRequired');
  if (!hexColorSchema.safeParse(values.primaryColor.trim()).success) {
    errors.primaryColor = t('tenant.settings.colorInvalid');
  }
  if (!hexColorSchema.safeParse(values.secondaryColor.trim()).success) {
    errors.secondaryColor = t('tenant.settings.colorInvalid');
  }
  const articlesPerPage = parseWholeNumber(values.articlesPerPage);
  if (!tenantSettingsSchema.shape.articles_per_page.safeParse(articlesPerPage).success) {
    errors.articlesPerPage = t('tenant.settings.articlesInvalid');
  }
  // Shown from the first save on, then live as the admin corrects them.
  const shown = (field: CheckedField) => (submitted ? (errors[field] ?? null) : null);

  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || update.isPending) return;
    const changes: TenantUpdate = {
      name: values.name.trim(),
      description: values.description.trim(),
      branding: {
        primary_color: values.primaryColor.trim().toLowerCase(),
        secondary_color: values.secondaryColor.trim().toLowerCase(),
      },
      settings: {
        articles_per_page: articlesPerPage,
        enable_comments: values.enableComments,
        rss_enabled: values.rssEnabled,
      },
    };
    update.mutate(changes, { onSuccess: onClose });
  };

  const colorField = (
    field: 'primaryColor' | 'secondaryColor',
    label: string,
    pickerLabel: string,
  ) => {
    const value = values[field];
    const valid = hexColorSchema.safeParse(value.trim()).success;
    return (
      <TextField
        label={label}
        name={field}
        value={value}
        onChange={(event) => set(field, event.target.value)}
        error={Boolean(shown(field))}
        helperText={shown(field)}
        required
        fullWidth
        slotProps={{
          htmlInput: { spellCheck: false, autoCapitalize: 'none', maxLength: 7 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  component="input"
                  type="color"
                  // The native picker only takes #rrggbb in lower case.
                  value={valid ? value.trim().toLowerCase() : '#000000'}
                  onChange={(event) => set(field, event.target.value)}
                  aria-label={pickerLabel}
                  sx={{
                    width: 28,
                    height: 28,
                    p: 0,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: 'transparent',
                    cursor: 'pointer',
                  }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
    );
  };

  const toggle = (field: 'enableComments' | 'rssEnabled', label: string, stateId: string) => (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field}
            checked={values[field]}
            onChange={(event) => set(field, event.target.checked)}
            slotProps={{ input: { 'aria-describedby': stateId } }}
          />
        }
      />
      <FormHelperText id={stateId} sx={{ m: 0, typography: 'body2' }}>
        {values[field] ? t('tenant.settings.enabled') : t('tenant.settings.disabled')}
      </FormHelperText>
    </Stack>
  );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <DialogTitle id={titleId}>{t('tenant.settings.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('tenant.settings.description', { name: tenant.display_name })}
          </Typography>
          {update.isError && (
            <Alert severity="error">
              {errorMessage(update.error, t('tenant.settings.saveFailed'))}
            </Alert>
          )}
          <TextField
            label={t('tenant.settings.name')}
            name="name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={Boolean(shown('name'))}
            helperText={shown('name')}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
          />
          <TextField
            label={t('tenant.settings.about')}
            name="description"
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            multiline
            minRows={2}
            maxRows={6}
            fullWidth
            slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX_LENGTH } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {colorField(
              'primaryColor',
              t('tenant.settings.primaryColor'),
              t('tenant.settings.pickPrimaryColor'),
            )}
            {colorField(
              'secondaryColor',
              t('tenant.settings.secondaryColor'),
              t('tenant.settings.pickSecondaryColor'),
            )}
          </Stack>
          <TextField
            label={t('tenant.settings.articlesPerPage')}
            name="articlesPerPage"
            type="number"
            value={values.articlesPerPage}
            onChange={(event) => set('articlesPerPage', event.target.value)}
            error={Boolean(shown('articlesPerPage'))}
            helperText={shown('articlesPerPage')}
            required
            sx={{ maxWidth: { sm: 240 } }}
            slotProps={{ htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' } }}
          />
          <Box>
            {toggle('enableComments', t('tenant.settings.comments'), commentsStateId)}
            {toggle('rssEnabled', t('tenant.settings.rss'), rssStateId)}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('tenant.settings.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          loading={update.isPending}
          loadingPosition="start"
        >
          {t('tenant.settings.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
