import Logout from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { useAdminLogout } from '../../shell/use-admin-logout';
import { postSignOutEverywhere } from '../api/account';

/** Ends every session of the account, then this one locally, and lands on /admin/login. */
export function SignOutEverywhere() {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const titleId = useId();
  const textId = useId();
  const [confirming, setConfirming] = useState(false);
  const { logout } = useAdminLogout();
  const signOut = useMutation({
    mutationFn: postSignOutEverywhere,
    onSuccess: async () => {
      setConfirming(false);
      await logout();
    },
  });

  return (
    <>
      {signOut.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t('profile.signOutEverywhere.failed')}
        </Alert>
      )}
      <Button
        variant="outlined"
        color="error"
        startIcon={<Logout />}
        onClick={() => setConfirming(true)}
        sx={{ mt: 2 }}
      >
        {t('profile.signOutEverywhere.button')}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>{t('profile.signOutEverywhere.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {t('profile.signOutEverywhere.confirmText')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>
            {t('profile.signOutEverywhere.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disableElevation
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {t('profile.signOutEverywhere.button')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
