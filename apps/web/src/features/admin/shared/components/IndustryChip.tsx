import { INDUSTRIES, INDUSTRY_COLORS, type Industry } from '@helionews/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '../admin-i18n';
import { readableTextOn } from '../../../../lib/contrast';

export function industryOf(value: string): Industry {
  return (INDUSTRIES as readonly string[]).includes(value) ? (value as Industry) : 'general';
}

/** SPEC section 3's industry colours, with black or white text, whichever reads better. */
export function IndustryChip({ industry }: { industry: string }) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const key = industryOf(industry);
  const background = INDUSTRY_COLORS[key];
  return (
    <Chip
      size="small"
      label={t(`industries.${key}`)}
      sx={{ bgcolor: background, color: readableTextOn(background), fontWeight: 500 }}
    />
  );
}
