import { ADMIN_CLIENT_ERRORS, type AdminUser } from '@helionews/contracts';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';
import {
  deactivateUser,
  deleteUser,
  removeUserSecondFactor,
  USER_EXTRA_ERRORS,
} from '../api/users';
import { ConfirmUserDialog } from '../components/ConfirmUserDialog';
import { UserFormDialog } from '../components/UserFormDialog';
import { UserHistoryDrawer } from '../components/UserHistoryDrawer';

export type UserDialog =
  | { kind: 'create' }
  | {
      kind: 'edit' | 'deactivate' | 'delete' | 'history' | 'removeSecondFactor';
      user: AdminUser;
    }
  | null;

/** The destructive actions the page asks about first: the call, its failure text, its notice. */
const CONFIRMED = {
  deactivate: {
    call: deactivateUser,
    failureText: ADMIN_CLIENT_ERRORS.deactivateUser,
    notice: 'notices.deactivated',
  },
  delete: {
    call: deleteUser,
    failureText: ADMIN_CLIENT_ERRORS.deleteUser,
    notice: 'notices.deleted',
  },
  removeSecondFactor: {
    call: removeUserSecondFactor,
    failureText: USER_EXTRA_ERRORS.removeSecondFactor,
    notice: 'notices.secondFactorRemoved',
  },
} as const;

/** The open dialog of the users page (form, confirmation or history), if any. */
export function UserDialogs({
  dialog,
  tenant,
  tenantName,
  isPlatform,
  onClose,
  onDone,
}: {
  dialog: UserDialog;
  tenant: string;
  tenantName: string;
  isPlatform: boolean;
  onClose: () => void;
  /** Closes the dialog and says what was done. */
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  if (dialog === null) return null;
  if (dialog.kind === 'create' || dialog.kind === 'edit') {
    return (
      <UserFormDialog
        user={dialog.kind === 'edit' ? dialog.user : null}
        tenant={tenant}
        tenantName={tenantName}
        isPlatform={isPlatform}
        onClose={onClose}
        onSaved={(saved) => onDone(t('notices.updated', { name: saved.username }))}
      />
    );
  }
  const { kind, user } = dialog;
  if (kind === 'history') return <UserHistoryDrawer user={user} onClose={onClose} />;
  const confirmed = CONFIRMED[kind];
  return (
    <ConfirmUserDialog
      key={kind}
      title={t(`${kind}.title`, { name: user.username })}
      text={
        kind === 'delete'
          ? t('delete.text', { email: user.email })
          : t(`${kind}.text`, { name: user.username })
      }
      confirmLabel={t(`${kind}.confirm`)}
      workingLabel={t(`${kind}.working`)}
      failureText={confirmed.failureText}
      action={() => confirmed.call(user.id)}
      onClose={onClose}
      onDone={() => onDone(t(confirmed.notice, { name: user.username }))}
    />
  );
}
