import type { TenantFeatures } from '@helionews/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '../admin-i18n';

export const FEATURE_KEYS = ['logoUpload', 'tenantSwitching', 'analytics'] as const;

export interface FeatureSwitchesProps {
  value: TenantFeatures;
  onChange: (key: keyof TenantFeatures, checked: boolean) => void;
  disabled?: boolean;
}

/** The tenant's feature flags, each a labelled switch with what it does. */
export function FeatureSwitches({ value, onChange, disabled }: FeatureSwitchesProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  return (
    <FormGroup>
      {FEATURE_KEYS.map((key) => (
        <div key={key}>
          <FormControlLabel
            control={
              <Switch
                checked={value[key]}
                onChange={(event) => onChange(key, event.target.checked)}
                disabled={disabled}
                slotProps={{ input: { 'aria-describedby': `feature-${key}-help` } }}
              />
            }
            label={t(`features.${key}.label`)}
          />
          <FormHelperText id={`feature-${key}-help`} sx={{ mt: -0.5, mb: 1, ml: 6 }}>
            {t(`features.${key}.help`)}
          </FormHelperText>
        </div>
      ))}
    </FormGroup>
  );
}
