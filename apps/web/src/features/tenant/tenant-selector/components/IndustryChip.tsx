import { INDUSTRIES, INDUSTRY_COLORS, type Industry } from '@helionews/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { readableTextOn } from '@/lib/contrast';

function isIndustry(value: string): value is Industry {
  return (INDUSTRIES as readonly string[]).includes(value);
}

/** SPEC section 3: the chip's colour by industry; an unknown industry uses general's. */
export function industryColor(industry: string): string {
  const key = industry.trim().toLowerCase();
  return isIndustry(key) ? INDUSTRY_COLORS[key] : INDUSTRY_COLORS.general;
}

export function IndustryChip({ industry }: { industry: string }) {
  const { t } = useTranslation();
  const key = industry.trim().toLowerCase();
  const color = industryColor(industry);
  return (
    <Chip
      size="small"
      // An industry the catalogue does not know is shown as the server names it.
      label={isIndustry(key) ? t(`tenant.industries.${key}`) : industry}
      // The text is black or white, whichever reads better: orange and green need black.
      sx={{ bgcolor: color, color: readableTextOn(color) }}
    />
  );
}
