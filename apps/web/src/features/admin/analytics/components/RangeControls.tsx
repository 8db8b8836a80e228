import { zodResolver } from '@hookform/resolvers/zod';
import { ANALYTICS_RANGE_PRESETS, analyticsRangeFormSchema } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_ANALYTICS_NS } from '@/features/admin/shared/admin-i18n';
import type { DayRange } from '../api/analytics';

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
  const [editing, setEditing] = useState('custom' in choice);
  // The contracts' rules for a range (real days, in order, at most 366 days), checked as typed.
  const form = useForm<DayRange>({
    resolver: zodResolver(analyticsRangeFormSchema),
    defaultValues: 'custom' in choice ? choice.custom : range,
    mode: 'onChange',
  });
  const custom = useWatch({
    control: form.control,
    compute: (values: DayRange) => ({ ...values }),
  });
  const selected = editing ? 'custom' : 'preset' in choice ? String(choice.preset) : 'custom';
  const invalid = editing && Object.keys(form.formState.errors).length > 0;

  /** A day changed: both are checked again, since the rules are about the pair. */
  const edit = (field: keyof DayRange, value: string) => {
    form.setValue(field, value);
    void form.trigger();
  };

  const apply = form.handleSubmit((valid) => onChange({ custom: valid }));

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
            form.reset(range);
            setEditing(true);
            return;
          }
          setEditing(false);
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
      {editing && (
        <Box
          component="form"
          onSubmit={(event) => void apply(event)}
          aria-label={t('range.customLabel')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            type="date"
            size="small"
            label={t('range.from')}
            value={custom.from}
            onChange={(event) => edit('from', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={invalid}
          />
          <TextField
            type="date"
            size="small"
            label={t('range.to')}
            value={custom.to}
            onChange={(event) => edit('to', event.target.value)}
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
