import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';

export interface Rule {
  key: string;
  label: string;
  met: boolean;
}

export interface RuleListProps {
  id: string;
  rules: readonly Rule[];
  /** Once the reader has left the field or submitted, unmet rules turn red. */
  showErrors?: boolean;
}

/** The rules a value must meet, ticked off live as the reader types. */
export function RuleList({ id, rules, showErrors = false }: RuleListProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      id={id}
      sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5 }}
    >
      {rules.map(({ key, label, met }) => (
        <Box
          component="li"
          key={key}
          data-met={met}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            typography: 'body2',
            color: met ? 'success.main' : showErrors ? 'error.main' : 'text.secondary',
          }}
        >
          {met ? (
            <CheckCircle aria-hidden fontSize="small" />
          ) : (
            <RadioButtonUnchecked aria-hidden fontSize="small" />
          )}
          <span>
            {label}
            <VisuallyHidden>{`: ${met ? t('rules.met') : t('rules.notMet')}`}</VisuallyHidden>
          </span>
        </Box>
      ))}
    </Box>
  );
}
