import { ANALYTICS_RANGE_PRESETS } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ANALYTICS_NS } from '@/features/admin/shared/admin-i18n';
import type { DayRange } from '../api/analytics';
import { isValidRange } from '../range';

export type RangeChoice =
  { preset: (typeof ANALYTICS_RANGE_PRESETS)[number] } | { custom: DayRange };

/** Presets (7, 30, 90 days) and a custom from/to, applied with a button. */
export function RangeControls({
  choice,
  range,
  onChange,
}: {
  choice: RangeChoice;
  /** The range shown now, to start a custom one from. */
  range: DayRange;
  onChange: (choice: RangeChoice) => void;
}) {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const [custom, setCustom] = useState<DayRange | null>('custom' in choice ? choice.custom : null);
  const selected =
    custom !== null ? 'custom' : 'preset' in choice ? String(choice.preset) : 'custom';
  const invalid = custom !== null && !isValidRange(custom);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (custom && isValidRange(custom)) onChange({ custom });
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
        width: { xs: '100%', sm: 'auto' },
      }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={selected}
        aria-label={t('range.label')}
        onChange={(_event, value: string | null) => {
          if (value === null) return;
          if (value === 'custom') {
            setCustom(range);
            return;
          }
          setCustom(null);
          const preset = ANALYTICS_RANGE_PRESETS.find((days) => String(days) === value);
          if (preset) onChange({ preset });
        }}
        sx={{
          width: { xs: '100%', sm: 'auto' },
          '& .MuiToggleButton-root': {
            flex: { xs: 1, sm: 'none' },
            px: { xs: 1, sm: 1.5 },
            lineHeight: 1.25,
          },
        }}
      >
        {ANALYTICS_RANGE_PRESETS.map((days) => (
          <ToggleButton key={days} value={String(days)}>
            {t(`range.days${days}`)}
          </ToggleButton>
        ))}
        <ToggleButton value="custom">{t('range.custom')}</ToggleButton>
      </ToggleButtonGroup>
      {custom && (
        <Box
          component="form"
          onSubmit={apply}
          aria-label={t('range.customLabel')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            type="date"
            size="small"
            label={t('range.from')}
            value={custom.from}
            onChange={(event) => setCustom({ ...custom, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={invalid}
          />
          <TextField
            type="date"
            size="small"
            label={t('range.to')}
            value={custom.to}
            onChange={(event) => setCustom({ ...custom, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={invalid}
            helperText={invalid ? t('range.invalid') : undefined}
          />
          <Button type="submit" variant="outlined" disabled={invalid}>
            {t('range.apply')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
