import { TENANT_ROLES, type TenantRole } from '@helionews/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';
import type { Failure } from '@/features/admin/shared/api/failure';
import { FailureAlert } from './FailureAlert';
import { useRoleLabel } from './UserChips';

export interface OtherRole {
  /** '' until a publication is chosen. */
  tenant: string;
  role: TenantRole;
}

export interface OtherRolesFieldsetProps {
  roles: OtherRole[];
  onChange: (roles: OtherRole[]) => void;
  /** The publications to choose from, the current one left out. */
  tenants: readonly { slug: string; name: string }[];
  /** The list of publications did not load. */
  loadFailure: Failure | null;
  /** After a submit, a row without its publication says so. */
  submitted: boolean;
}

/** A platform admin's roles for the account on other publications: one row each. */
export function OtherRolesFieldset({
  roles,
  onChange,
  tenants,
  loadFailure,
  submitted,
}: OtherRolesFieldsetProps) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const roleLabel = useRoleLabel();
  const setOther = (index: number, change: Partial<OtherRole>) =>
    onChange(roles.map((r, i) => (i === index ? { ...r, ...change } : r)));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('form.otherRoles')}
      </Typography>
      <FormHelperText sx={{ mt: 0, mb: 1 }}>{t('form.otherRolesHelp')}</FormHelperText>
      {loadFailure && <FailureAlert failure={loadFailure} />}
      <Stack spacing={1.5}>
        {roles.map((other, index) => {
          const choices = tenants.filter(
            (candidate) =>
              candidate.slug === other.tenant || !roles.some((r) => r.tenant === candidate.slug),
          );
          // A role on a tenant the list has not loaded yet still shows its slug.
          const known = choices.some((c) => c.slug === other.tenant);
          const missing = submitted && other.tenant === '';
          return (
            <Box
              key={index}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <TextField
                select
                size="small"
                label={t('form.tenant')}
                value={other.tenant}
                onChange={(event) => setOther(index, { tenant: event.target.value })}
                error={missing}
                helperText={missing ? t('form.chooseTenant') : undefined}
                sx={{ flex: '1 1 160px' }}
              >
                {other.tenant !== '' && !known && (
                  <MenuItem value={other.tenant}>{other.tenant}</MenuItem>
                )}
                {choices.map((choice) => (
                  <MenuItem key={choice.slug} value={choice.slug}>
                    {choice.name} ({choice.slug})
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('form.role')}
                value={other.role}
                onChange={(event) => setOther(index, { role: event.target.value as TenantRole })}
                sx={{ flex: '1 1 120px' }}
              >
                {TENANT_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {roleLabel(role)}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={t('form.removeRole', { tenant: other.tenant || t('form.tenant') })}
                onClick={() => onChange(roles.filter((_, i) => i !== index))}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...roles, { tenant: '', role: 'contributor' }])}
        sx={{ mt: 1 }}
      >
        {t('form.addRole')}
      </Button>
    </Box>
  );
}
