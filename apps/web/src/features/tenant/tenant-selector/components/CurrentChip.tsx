import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** SPEC section 2: the current tenant is marked 'Current'. */
export function CurrentChip() {
  const { t } = useTranslation();
  return <Chip size="small" color="primary" variant="outlined" label={t('tenant.current')} />;
}
