import type { Theme } from '@mui/material/styles';

/**
 * The current tenant's menu item, marked by a bar in the primary colour rather than MUI's tinted
 * background: tenant colours are tuned for AA contrast on the page itself, and a tint under the
 * item's grey and primary texts would take them below it.
 */
export const selectedItemSx = {
  '&.Mui-selected': {
    bgcolor: 'transparent',
    boxShadow: (theme: Theme) => `inset 3px 0 0 ${(theme.vars ?? theme).palette.primary.main}`,
  },
  '&.Mui-selected:hover': { bgcolor: 'action.hover' },
  '&.Mui-selected.Mui-focusVisible': { bgcolor: 'action.focus' },
};
