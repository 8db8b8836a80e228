import {
  ADMIN_CLIENT_ERRORS,
  ADMIN_MESSAGES,
  adminUserCreateSchema,
  DISPLAY_NAME_MAX_LENGTH,
  displayNameSchema,
  TENANT_ROLES,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserUpdate,
  type TenantRole,
} from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureOf, fieldErrors, type Failure } from '@/features/admin/shared/api/failure';
import { AdminFormDialog } from '@/features/admin/shared/components/AdminFormDialog';
import {
  createUser,
  roleTenantsQueryOptions,
  updateUser,
  USER_EXTRA_ERRORS,
  userAdminKeys,
} from '../api/users';
import { FailureText } from './FailureAlert';
import { OtherRolesFieldset, type OtherRole } from './OtherRolesFieldset';
import { useRoleLabel } from './UserChips';

interface FormValues {
  email: string;
  username: string;
  /** '': none, the username stands in for it in bylines. */
  displayName: string;
  /** '' : no role on this tenant. */
  roleHere: TenantRole | '';
  otherRoles: OtherRole[];
  isAdmin: boolean;
}

type RoleSet = { tenant: string; role: TenantRole }[];

function valuesOf(user: AdminUser | null, tenant: string): FormValues {
  return {
    email: user?.email ?? '',
    username: user?.username ?? '',
    displayName: user?.display_name ?? '',
    roleHere: user?.roles.find((r) => r.tenant === tenant)?.role ?? '',
    otherRoles: (user?.roles ?? []).filter((r) => r.tenant !== tenant).map((r) => ({ ...r })),
    isAdmin: user?.is_admin ?? false,
  };
}

/** The role set the form stands for: this tenant's role, then (platform admins) the others. */
function rolesOf(values: FormValues, tenant: string, isPlatform: boolean): RoleSet {
  const roles: RoleSet = values.roleHere ? [{ tenant, role: values.roleHere }] : [];
  if (isPlatform) roles.push(...values.otherRoles.filter((r) => r.tenant !== ''));
  return roles;
}

const sameRoles = (a: RoleSet, b: RoleSet) => {
  const key = (roles: RoleSet) =>
    roles
      .map((r) => `${r.tenant}:${r.role}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};

type FieldKey = 'email' | 'username' | 'displayName';

/** The display name as the server will store it: trimmed, inner spaces made one, '' for none. */
const normalName = (value: string) => value.replace(/\s+/gu, ' ').trim();

export interface UserFormDialogProps {
  /** null: create an account. */
  user: AdminUser | null;
  /** The current tenant's slug. */
  tenant: string;
  tenantName: string;
  isPlatform: boolean;
  onClose: () => void;
  /** After an edit; a creation ends on the dialog's own confirmation. */
  onSaved: (user: AdminUser) => void;
}

/**
 * Create or edit an account. Creating sets no password: the new user gets a mail with a link to
 * set one, and the dialog says so. Roles: the role on this tenant for every admin; platform admins
 * also edit the platform admin flag and the roles on other tenants.
 */
export function UserFormDialog({
  user,
  tenant,
  tenantName,
  isPlatform,
  onClose,
  onSaved,
}: UserFormDialogProps) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const roleLabel = useRoleLabel();
  const queryClient = useQueryClient();
  const [initial] = useState<FormValues>(() => valuesOf(user, tenant));
  const [values, setValues] = useState<FormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [fromServer, setFromServer] = useState<Partial<Record<FieldKey, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [created, setCreated] = useState<AdminUser | null>(null);
  const tenants = useQuery({ ...roleTenantsQueryOptions(), enabled: isPlatform });

  const initialRoles = rolesOf(initial, tenant, isPlatform);
  const roles = rolesOf(values, tenant, isPlatform);

  const updateBody = (): AdminUserUpdate => {
    const body: AdminUserUpdate = {};
    if (values.email.trim() !== initial.email) body.email = values.email.trim();
    if (values.username.trim() !== initial.username) body.username = values.username.trim();
    // '' clears it on the server.
    if (normalName(values.displayName) !== initial.displayName) {
      body.display_name = normalName(values.displayName);
    }
    if (!sameRoles(roles, initialRoles)) body.roles = roles;
    if (isPlatform && values.isAdmin !== initial.isAdmin) body.is_admin = values.isAdmin;
    return body;
  };
  const createBody = (): AdminUserCreate => ({
    email: values.email.trim(),
    username: values.username.trim(),
    ...(normalName(values.displayName) && { display_name: normalName(values.displayName) }),
    roles,
    ...(isPlatform && { is_admin: values.isAdmin }),
  });

  const save = useMutation({
    mutationFn: () => (user ? updateUser(user.id, updateBody()) : createUser(createBody())),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
      if (user) onSaved(saved);
      else setCreated(saved);
    },
    onError: (error) => {
      const fields: Partial<Record<FieldKey, string>> = {};
      const fromFields = fieldErrors(error);
      if (fromFields['email']) fields.email = fromFields['email'];
      if (fromFields['username']) fields.username = fromFields['username'];
      if (fromFields['display_name']) fields.displayName = fromFields['display_name'];
      const detail = failureOf(error, '').detail;
      if (detail === ADMIN_MESSAGES.emailTaken) fields.email = detail;
      if (detail === ADMIN_MESSAGES.usernameTaken) fields.username = detail;
      setFromServer(fields);
      setFailure(
        failureOf(error, user ? ADMIN_CLIENT_ERRORS.updateUser : ADMIN_CLIENT_ERRORS.createUser),
      );
    },
  });

  const clientErrors: Partial<Record<FieldKey, string>> = {};
  if (!values.email.trim()) clientErrors.email = t('form.required');
  else if (!adminUserCreateSchema.shape.email.safeParse(values.email).success)
    clientErrors.email = t('form.emailInvalid');
  if (!values.username.trim()) clientErrors.username = t('form.required');
  else if (!adminUserCreateSchema.shape.username.safeParse(values.username).success)
    clientErrors.username = t('form.usernameInvalid');
  if (!displayNameSchema.safeParse(values.displayName).success)
    clientErrors.displayName = t('form.displayNameInvalid', { max: DISPLAY_NAME_MAX_LENGTH });
  const unchosenTenant = isPlatform && values.otherRoles.some((r) => r.tenant === '');

  const errorOf = (field: FieldKey) =>
    fromServer[field] ?? (submitted ? (clientErrors[field] ?? null) : null);

  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'email' || field === 'username' || field === 'displayName') {
      setFromServer(({ [field as FieldKey]: _stale, ...rest }) => rest);
    }
  };
  const unchanged = user !== null && Object.keys(updateBody()).length === 0;

  const onSubmit = () => {
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(clientErrors).length > 0 || unchosenTenant || unchanged) return;
    save.mutate();
  };

  return (
    <AdminFormDialog
      variant="form"
      title={user ? t('form.editTitle', { name: user.username }) : t('form.createTitle')}
      done={
        created && {
          message: (
            <Alert severity="success" role="status">
              {t('notices.created', { name: created.username, email: created.email })}
            </Alert>
          ),
          closeLabel: t('form.done'),
        }
      }
      error={failure && <FailureText failure={failure} />}
      pending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel={t('form.cancel')}
      submitLabel={user ? t('form.save') : t('form.submitCreate')}
      pendingLabel={t('form.saving')}
    >
      {!user && (
        <Alert severity="info" role="note">
          {t('form.passwordNote')}
        </Alert>
      )}
      <TextField
        label={t('form.email')}
        type="email"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={Boolean(errorOf('email'))}
        helperText={errorOf('email')}
        required
        autoFocus={!user}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 254, spellCheck: false } }}
      />
      <TextField
        label={t('form.username')}
        value={values.username}
        onChange={(event) => set('username', event.target.value)}
        error={Boolean(errorOf('username'))}
        helperText={errorOf('username') ?? t('form.usernameHelp')}
        required
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: 50, spellCheck: false, autoCapitalize: 'none' },
        }}
      />
      <TextField
        label={t('form.displayName')}
        value={values.displayName}
        onChange={(event) => set('displayName', event.target.value)}
        error={Boolean(errorOf('displayName'))}
        helperText={errorOf('displayName') ?? t('form.displayNameHelp')}
        placeholder={values.username.trim() || undefined}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: DISPLAY_NAME_MAX_LENGTH * 2 } }}
      />
      <TextField
        select
        label={t('form.roleHere', { tenant: tenantName })}
        value={values.roleHere}
        onChange={(event) => set('roleHere', event.target.value as TenantRole | '')}
      >
        <MenuItem value="">{t('roles.none')}</MenuItem>
        {TENANT_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {roleLabel(role)}
          </MenuItem>
        ))}
      </TextField>

      {isPlatform && (
        <OtherRolesFieldset
          roles={values.otherRoles}
          onChange={(otherRoles) => set('otherRoles', otherRoles)}
          tenants={(tenants.data ?? []).filter((candidate) => candidate.slug !== tenant)}
          loadFailure={
            tenants.isError ? failureOf(tenants.error, USER_EXTRA_ERRORS.fetchTenants) : null
          }
          submitted={submitted}
        />
      )}

      {isPlatform && (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.isAdmin}
                onChange={(event) => set('isAdmin', event.target.checked)}
              />
            }
            label={t('form.isAdmin')}
          />
          <FormHelperText sx={{ mt: 0 }}>{t('form.isAdminHelp')}</FormHelperText>
        </Box>
      )}
      {submitted && unchanged && (
        <Typography role="status" color="text.secondary">
          {t('form.unchanged')}
        </Typography>
      )}
    </AdminFormDialog>
  );
}
