import {
  AD_LIMITS,
  type AdCampaign,
  type AdCampaignCreate,
  type AdCampaignUpdate,
  type AdType,
  type CampaignStatus,
  type PricingModel,
} from '@helionews/contracts';
import type { TFunction } from 'i18next';
import type { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import type {
  BoundTextField,
  FieldErrorProps,
  TextKey,
} from '@/features/admin/shared/text-field-binder';

/** The campaign form's values, as its fields hold them. */
export interface CampaignFormValues {
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
export type CampaignField = keyof CampaignFormValues;
export type CampaignErrors = Partial<Record<CampaignField, string>>;

/** What a section of the form gets: the values, a setter, and each field's error props. */
export interface CampaignSectionProps {
  values: CampaignFormValues;
  errors: CampaignErrors;
  set: <K extends CampaignField>(key: K, value: CampaignFormValues[K]) => void;
  field: (key: CampaignField) => FieldErrorProps;
  /** A text field's value, change handler and error props. */
  text: (key: TextKey<CampaignFormValues>) => BoundTextField;
}

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

export function valuesOf(campaign: AdCampaign | null, admin: boolean): CampaignFormValues {
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

export function bodyOf(
  values: CampaignFormValues,
  initial: CampaignFormValues | null,
): AdCampaignCreate {
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
export function updateOf(
  initial: CampaignFormValues,
  values: CampaignFormValues,
): AdCampaignUpdate {
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

/** A money amount with at most two decimals, from 0 to `max`. */
function isMoney(text: string, max: number): boolean {
  const value = Number(text);
  return (
    text.trim() !== '' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= max &&
    Math.round(value * 100) === Number((value * 100).toFixed(6))
  );
}

/** The form's own checks, before anything is sent. */
export function validateCampaign(
  values: CampaignFormValues,
  t: TFunction<typeof ADMIN_ADS_NS>,
): CampaignErrors {
  const found: CampaignErrors = {};
  if (values.name.trim() === '') found.name = t('form.required');
  if (!values.startDate) found.startDate = t('form.required');
  if (!values.endDate) found.endDate = t('form.required');
  else if (values.startDate && values.endDate < values.startDate)
    found.endDate = t('form.endBeforeStart');
  if (!isMoney(values.budget, AD_LIMITS.budgetMax)) found.budget = t('form.money');
  if (!isMoney(values.rate, AD_LIMITS.rateMax)) found.rate = t('form.money');
  const weight = Number(values.weight);
  if (!Number.isInteger(weight) || weight < AD_LIMITS.weightMin || weight > AD_LIMITS.weightMax)
    found.weight = t('form.weightRange', { min: AD_LIMITS.weightMin, max: AD_LIMITS.weightMax });
  if (!/^https:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(values.landingPageUrl.trim()))
    found.landingPageUrl = t('form.httpsOnly');
  if (values.creativeUrl && values.creativeAlt.trim() === '')
    found.creativeAlt = t('form.altRequired');
  return found;
}
