import {
  AD_LIMITS,
  AD_TYPES,
  CAMPAIGN_STATUSES,
  EDITOR_CAMPAIGN_STATUSES,
  PRICING_MODELS,
  type AdCampaign,
  type AdCampaignCreate,
  type AdCampaignUpdate,
  type AdType,
  type AdZone,
  type CampaignStatus,
  type PricingModel,
} from '@helionews/contracts';
import UploadIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import {
  CREATIVE_TYPES,
  createCampaign,
  refreshAfterAdChange,
  updateCampaign,
  uploadCreative,
} from '../api/ads';
import { failureMessage, fieldErrors } from '@/features/admin/shared/api/failure';

interface FormValues {
  name: string;
  description: string;
  status: CampaignStatus;
  type: AdType;
  /** 'YYYY-MM-DD' in the browser's time zone. */
  startDate: string;
  endDate: string;
  budget: string;
  pricingModel: PricingModel;
  rate: string;
  weight: string;
  /** Comma-separated. */
  targetAudience: string;
  adZones: number[];
  creativeUrl: string | null;
  creativeAlt: string;
  landingPageUrl: string;
}
type FieldKey = keyof FormValues;

const pad = (value: number) => String(value).padStart(2, '0');
/** A date input's value for an instant, in the browser's time zone. */
export function dateInputValue(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
/** The start of a day (or its last second, for an end date) in the browser's time zone. */
const instantOf = (day: string, endOfDay: boolean) =>
  new Date(`${day}T${endOfDay ? '23:59:59' : '00:00:00'}`).toISOString();

const audienceOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

function valuesOf(campaign: AdCampaign | null, admin: boolean): FormValues {
  const today = new Date();
  const inAMonth = new Date(today.getTime() + 30 * 86_400_000);
  return {
    name: campaign?.name ?? '',
    description: campaign?.description ?? '',
    status: campaign?.status ?? (admin ? 'active' : 'pending'),
    type: campaign?.type ?? 'banner',
    startDate: dateInputValue((campaign ? new Date(campaign.startDate) : today).toISOString()),
    endDate: dateInputValue((campaign ? new Date(campaign.endDate) : inAMonth).toISOString()),
    budget: campaign ? String(campaign.budget) : '',
    pricingModel: campaign?.pricingModel ?? 'cpm',
    rate: campaign ? String(campaign.rate) : '',
    weight: String(campaign?.weight ?? 50),
    targetAudience: campaign?.targetAudience.join(', ') ?? '',
    adZones: campaign?.adZones ?? [],
    creativeUrl: campaign?.creativeUrl ?? null,
    creativeAlt: campaign?.creativeAlt ?? '',
    landingPageUrl: campaign?.landingPageUrl ?? 'https://',
  };
}

function bodyOf(values: FormValues, initial: FormValues | null): AdCampaignCreate {
  const keepStart = initial && values.startDate === initial.startDate;
  const keepEnd = initial && values.endDate === initial.endDate;
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    status: values.status,
    type: values.type,
    startDate: keepStart ? '' : instantOf(values.startDate, false),
    endDate: keepEnd ? '' : instantOf(values.endDate, true),
    budget: Number(values.budget),
    pricingModel: values.pricingModel,
    rate: Number(values.rate),
    weight: Number(values.weight),
    targetAudience: audienceOf(values.targetAudience),
    adZones: values.adZones,
    creativeUrl: values.creativeUrl,
    creativeAlt: values.creativeUrl ? values.creativeAlt.trim() : '',
    landingPageUrl: values.landingPageUrl.trim(),
  };
}

/** Only what changed (dates unchanged are not sent, so their time of day stays). */
function updateOf(initial: FormValues, values: FormValues): AdCampaignUpdate {
  const next = bodyOf(values, initial);
  const before = bodyOf(initial, initial);
  const patch: AdCampaignUpdate = {};
  const keys = Object.keys(next) as (keyof AdCampaignCreate)[];
  for (const key of keys) {
    if (JSON.stringify(next[key]) === JSON.stringify(before[key])) continue;
    if ((key === 'startDate' || key === 'endDate') && next[key] === '') continue;
    Object.assign(patch, { [key]: next[key] });
  }
  return patch;
}

export interface CampaignDialogProps {
  campaign: AdCampaign | null;
  zones: readonly AdZone[];
  /** A tenant admin: every status; an editor: draft or pending only. */
  admin: boolean;
  onClose: () => void;
  onSaved: (campaign: AdCampaign, created: boolean) => void;
}

/** Create or edit a campaign: dates, money, zones, and the creative with its alt text. */
export function CampaignDialog({ campaign, zones, admin, onClose, onSaved }: CampaignDialogProps) {
  const { t } = useTranslation(ADMIN_ADS_NS);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [initial] = useState(() => valuesOf(campaign, admin));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const uploadHintId = useId();

  const set = <K extends FieldKey>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const upload = useMutation({
    mutationFn: uploadCreative,
    onSuccess: (uploaded) => set('creativeUrl', uploaded.url),
    onError: (error) =>
      setErrors((current) => ({
        ...current,
        creativeUrl: failureMessage(error, t('errors.upload'), 'fallback'),
      })),
  });

  const save = useMutation({
    mutationFn: () =>
      campaign
        ? updateCampaign(campaign.id, updateOf(initial, values))
        : createCampaign(bodyOf(values, null)),
    onSuccess: async (saved) => {
      await refreshAfterAdChange(queryClient);
      onSaved(saved, campaign === null);
    },
    onError: (error) => {
      const fields = fieldErrors(error, { topLevel: true });
      setErrors(fields as Partial<Record<FieldKey, string>>);
      setFormError(
        Object.keys(fields).length > 0
          ? t('form.fixErrors')
          : failureMessage(error, t('errors.save'), 'fallback'),
      );
    },
  });

  function validate(): Partial<Record<FieldKey, string>> {
    const found: Partial<Record<FieldKey, string>> = {};
    if (values.name.trim() === '') found.name = t('form.required');
    if (!values.startDate) found.startDate = t('form.required');
    if (!values.endDate) found.endDate = t('form.required');
    else if (values.startDate && values.endDate < values.startDate)
      found.endDate = t('form.endBeforeStart');
    const money = (text: string, max: number) => {
      const value = Number(text);
      return (
        text.trim() !== '' &&
        Number.isFinite(value) &&
        value >= 0 &&
        value <= max &&
        Math.round(value * 100) === Number((value * 100).toFixed(6))
      );
    };
    if (!money(values.budget, AD_LIMITS.budgetMax)) found.budget = t('form.money');
    if (!money(values.rate, AD_LIMITS.rateMax)) found.rate = t('form.money');
    const weight = Number(values.weight);
    if (!Number.isInteger(weight) || weight < AD_LIMITS.weightMin || weight > AD_LIMITS.weightMax)
      found.weight = t('form.weightRange', { min: AD_LIMITS.weightMin, max: AD_LIMITS.weightMax });
    if (!/^https:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(values.landingPageUrl.trim()))
      found.landingPageUrl = t('form.httpsOnly');
    if (values.creativeUrl && values.creativeAlt.trim() === '')
      found.creativeAlt = t('form.altRequired');
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('form.fixErrors'));
      return;
    }
    save.mutate();
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file);
  }

  const statuses = admin ? CAMPAIGN_STATUSES : EDITOR_CAMPAIGN_STATUSES;
  const statusOptions: readonly CampaignStatus[] =
    campaign && !statuses.includes(campaign.status as never)
      ? [campaign.status, ...statuses]
      : statuses;
  const field = (key: FieldKey) => ({
    error: Boolean(errors[key]),
    helperText: errors[key],
  });

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {campaign ? t('campaigns.editTitle') : t('campaigns.createTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            {!admin && <Alert severity="info">{t('campaigns.pendingHint')}</Alert>}
            <TextField
              label={t('form.name')}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 120 } }}
              {...field('name')}
            />
            <TextField
              label={t('form.description')}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              {...field('description')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                fullWidth
                label={t('form.status')}
                value={values.status}
                onChange={(event) => set('status', event.target.value as CampaignStatus)}
                {...field('status')}
              >
                {statusOptions.map((status) => (
                  <MenuItem
                    key={status}
                    value={status}
                    disabled={!statuses.includes(status as never)}
                  >
                    {t(`statuses.${status}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                fullWidth
                label={t('form.type')}
                value={values.type}
                onChange={(event) => set('type', event.target.value as AdType)}
              >
                {AD_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                fullWidth
                type="date"
                label={t('form.startDate')}
                value={values.startDate}
                onChange={(event) => set('startDate', event.target.value)}
                required
                slotProps={{ inputLabel: { shrink: true } }}
                {...field('startDate')}
              />
              <TextField
                fullWidth
                type="date"
                label={t('form.endDate')}
                value={values.endDate}
                onChange={(event) => set('endDate', event.target.value)}
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.startDate } }}
                {...field('endDate')}
              />
              <TextField
                fullWidth
                type="number"
                label={t('form.budget')}
                value={values.budget}
                onChange={(event) => set('budget', event.target.value)}
                required
                slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
                {...field('budget')}
              />
            </Stack>
            {/* Pricing shares its row with the rate only: its choices are long. */}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                fullWidth
                label={t('form.pricingModel')}
                value={values.pricingModel}
                onChange={(event) => set('pricingModel', event.target.value as PricingModel)}
              >
                {PRICING_MODELS.map((model) => (
                  <MenuItem key={model} value={model}>
                    {t(`pricing.${model}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                fullWidth
                type="number"
                label={t(`form.rate.${values.pricingModel}`)}
                value={values.rate}
                onChange={(event) => set('rate', event.target.value)}
                required
                slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
                {...field('rate')}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                fullWidth
                label={t('form.zones')}
                value={values.adZones}
                onChange={(event) => {
                  const chosen = event.target.value as unknown as (number | string)[];
                  set('adZones', chosen.map(Number));
                }}
                slotProps={{
                  select: {
                    multiple: true,
                    renderValue: (selected) =>
                      (selected as number[])
                        .map((id) => zones.find((zone) => zone.id === id)?.name ?? `#${id}`)
                        .join(', '),
                  },
                }}
                {...field('adZones')}
                helperText={errors.adZones ?? (zones.length === 0 ? t('form.noZones') : undefined)}
              >
                {zones.map((zone) => (
                  <MenuItem key={zone.id} value={zone.id}>
                    <Checkbox checked={values.adZones.includes(zone.id)} size="small" />
                    <ListItemText
                      primary={zone.name}
                      secondary={`${t(`locations.${zone.location}`)} · ${zone.dimensions}`}
                    />
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                fullWidth
                type="number"
                label={t('form.weight')}
                value={values.weight}
                onChange={(event) => set('weight', event.target.value)}
                slotProps={{
                  htmlInput: { min: AD_LIMITS.weightMin, max: AD_LIMITS.weightMax, step: 1 },
                }}
                {...field('weight')}
                helperText={errors.weight ?? t('form.weightHint')}
              />
            </Stack>
            <TextField
              label={t('form.targetAudience')}
              value={values.targetAudience}
              onChange={(event) => set('targetAudience', event.target.value)}
              {...field('targetAudience')}
              helperText={errors.targetAudience ?? t('form.targetAudienceHint')}
            />
            <TextField
              label={t('form.landingPageUrl')}
              value={values.landingPageUrl}
              onChange={(event) => set('landingPageUrl', event.target.value)}
              required
              type="url"
              {...field('landingPageUrl')}
              helperText={errors.landingPageUrl ?? t('form.landingPageHint')}
            />

            <Box
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                {t('form.creative')}
              </Typography>
              <Stack spacing={2}>
                {values.creativeUrl ? (
                  <Box
                    component="img"
                    src={values.creativeUrl}
                    alt={values.creativeAlt || t('form.previewAlt')}
                    sx={{
                      display: 'block',
                      maxWidth: '100%',
                      maxHeight: 200,
                      objectFit: 'contain',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                    }}
                  />
                ) : (
                  <Typography color="text.secondary">{t('form.noCreative')}</Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Button
                    variant="outlined"
                    startIcon={<UploadIcon />}
                    onClick={() => fileInput.current?.click()}
                    disabled={upload.isPending}
                    aria-describedby={uploadHintId}
                  >
                    {upload.isPending
                      ? t('form.uploading')
                      : values.creativeUrl
                        ? t('form.replaceCreative')
                        : t('form.uploadCreative')}
                  </Button>
                  {values.creativeUrl && (
                    <Button color="inherit" onClick={() => set('creativeUrl', null)}>
                      {t('form.removeCreative')}
                    </Button>
                  )}
                </Stack>
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  accept={CREATIVE_TYPES.join(',')}
                  onChange={chooseFile}
                  data-testid="creative-file"
                />
                <FormHelperText id={uploadHintId} error={Boolean(errors.creativeUrl)}>
                  {errors.creativeUrl ?? t('form.creativeHint')}
                </FormHelperText>
                <TextField
                  label={t('form.creativeAlt')}
                  value={values.creativeAlt}
                  onChange={(event) => set('creativeAlt', event.target.value)}
                  required={Boolean(values.creativeUrl)}
                  disabled={!values.creativeUrl}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                  {...field('creativeAlt')}
                  helperText={errors.creativeAlt ?? t('form.creativeAltHint')}
                />
              </Stack>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {campaign ? t('form.save') : t('form.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
