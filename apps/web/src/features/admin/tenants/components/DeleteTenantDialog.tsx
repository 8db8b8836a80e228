import type { AdminTenant } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import {
  deleteTenant,
  refreshReaderTenant,
  TENANT_CLIENT_ERRORS,
  tenantAdminKeys,
} from '../api/tenants';

export interface DeleteTenantDialogProps {
  tenant: AdminTenant;
  onClose: () => void;
  onDeleted: (tenant: AdminTenant) => void;
}

/** Deleting is for good: the slug must be typed, and content goes only with the force box ticked. */
export function DeleteTenantDialog({ tenant, onClose, onDeleted }: DeleteTenantDialogProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [force, setForce] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => deleteTenant(tenant.id, force),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantAdminKeys.all }),
        refreshReaderTenant(queryClient),
      ]);
      onDeleted(tenant);
    },
    onError: (failure) =>
      setError(failureMessage(failure, TENANT_CLIENT_ERRORS.deleteTenant, 'error')),
  });
  const confirmed = typed.trim() === tenant.slug;
  const hasContent = tenant.story_count > 0 || tenant.category_count > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    setError(null);
    remove.mutate();
  };

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-tenant-title"
      aria-describedby="delete-tenant-text"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="delete-tenant-title">
          {t('tenants.delete.title', { name: tenant.display_name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-tenant-text">
            {t('tenants.delete.warning', {
              stories: tenant.story_count,
              categories: tenant.category_count,
            })}
          </DialogContentText>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label={t('tenants.delete.typeSlug', { slug: tenant.slug })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            fullWidth
            margin="normal"
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          />
          <FormControlLabel
            control={
              <Checkbox checked={force} onChange={(event) => setForce(event.target.checked)} />
            }
            label={t('tenants.delete.force')}
          />
          {hasContent && !force && (
            <Alert severity="warning" role="status" sx={{ mt: 1 }}>
              {t('tenants.delete.hasContent')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={!confirmed || remove.isPending}
          >
            {remove.isPending ? t('tenants.delete.deleting') : t('tenants.delete.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
