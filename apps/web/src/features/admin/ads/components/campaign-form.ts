import type {
  AdCampaign,
  AdCampaignCreate,
  AdCampaignForm,
  AdCampaignUpdate,
} from '@helionews/contracts';
import type {
  BoundTextField,
  FieldErrorProps,
  TextKey,
} from '@/features/admin/shared/text-field-binder';

/**
 * The campaign form's values, as its fields hold them (the contracts' form schema): days as
 * 'YYYY-MM-DD' in the browser's time zone, amounts as typed, the audience comma-separated.
 */
export type CampaignFormValues = AdCampaignForm;
export type CampaignField = keyof CampaignFormValues;
export const CAMPAIGN_FIELDS = [
  'name',
  'description',
  'status',
  'type',
  'startDate',
  'endDate',
  'budget',
  'pricingModel',
  'rate',
  'weight',
  'targetAudience',
  'adZones',
  'creativeUrl',
  'creativeAlt',
  'landingPageUrl',
] as const satisfies readonly CampaignField[];
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
