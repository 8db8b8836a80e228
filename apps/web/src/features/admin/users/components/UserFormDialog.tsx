import {
  ADMIN_CLIENT_ERRORS,
  ADMIN_MESSAGES,
  adminUserFormSchema,
  DISPLAY_NAME_MAX_LENGTH,
  TENANT_ROLES,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserForm,
  type AdminUserFormValues,
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
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureOf, fieldErrors, type Failure } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import {
  createUser,
  roleTenantsQueryOptions,
  updateUser,
  USER_EXTRA_ERRORS,
  userAdminKeys,
} from '../api/users';
import { FailureText } from './FailureAlert';
import { OtherRolesFieldset } from './OtherRolesFieldset';
import { useRoleLabel } from './UserChips';

type RoleSet = { tenant: string; role: TenantRole }[];

function valuesOf(user: AdminUser | null, tenant: string): AdminUserFormValues {
  return {
    email: user?.email ?? '',
    username: user?.username ?? '',
    display_name: user?.display_name ?? '',
    role_here: user?.roles.find((r) => r.tenant === tenant)?.role ?? '',
    other_roles: (user?.roles ?? []).filter((r) => r.tenant !== tenant).map((r) => ({ ...r })),
    is_admin: user?.is_admin ?? false,
  };
}

/** The role set the form stands for: this tenant's role, then (platform admins) the others. */
function rolesOf(
  values: Pick<AdminUserFormValues, 'role_here' | 'other_roles'>,
  tenant: string,
  isPlatform: boolean,
): RoleSet {
  const roles: RoleSet = values.role_here ? [{ tenant, role: values.role_here }] : [];
  if (isPlatform) roles.push(...values.other_roles.filter((r) => r.tenant !== ''));
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

type FieldKey = 'email' | 'username' | 'display_name';

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
  const [initial] = useState<AdminUserFormValues>(() => valuesOf(user, tenant));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [created, setCreated] = useState<AdminUser | null>(null);
  const tenants = useQuery({ ...roleTenantsQueryOptions(), enabled: isPlatform });
  // The contracts' account form schema decides; the words are the form's.
  const form = useForm<AdminUserFormValues, unknown, AdminUserForm>({
    resolver: zodResolver(adminUserFormSchema),
    defaultValues: initial,
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control, defaultValue: initial }) as AdminUserFormValues;
  const { isSubmitted: submitted } = form.formState;
  const initialRoles = rolesOf(initial, tenant, isPlatform);

  /** Only what changed; a display name made blank is sent as '' (it clears it). */
  const updateBody = (next: AdminUserForm): AdminUserUpdate => {
    const body: AdminUserUpdate = {};
    if (next.email !== initial.email) body.email = next.email;
    if (next.username !== initial.username) body.username = next.username;
    if ((next.display_name ?? '') !== initial.display_name)
      body.display_name = next.display_name ?? '';
    const roles = rolesOf(next, tenant, isPlatform);
    if (!sameRoles(roles, initialRoles)) body.roles = roles;
    if (isPlatform && next.is_admin !== initial.is_admin) body.is_admin = next.is_admin;
    return body;
  };
  const createBody = (next: AdminUserForm): AdminUserCreate => ({
    email: next.email,
    username: next.username,
    ...(next.display_name && { display_name: next.display_name }),
    roles: rolesOf(next, tenant, isPlatform),
    ...(isPlatform && { is_admin: next.is_admin }),
  });

  const save = useMutation({
    mutationFn: (next: AdminUserForm) =>
      user ? updateUser(user.id, updateBody(next)) : createUser(createBody(next)),
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
      if (fromFields['display_name']) fields.display_name = fromFields['display_name'];
      const detail = failureOf(error, '').detail;
      if (detail === ADMIN_MESSAGES.emailTaken) fields.email = detail;
      if (detail === ADMIN_MESSAGES.usernameTaken) fields.username = detail;
      for (const [field, message] of Object.entries(fields) as [FieldKey, string][])
        form.setError(field, { type: 'server', message }, { shouldFocus: false });
      setFailure(
        failureOf(error, user ? ADMIN_CLIENT_ERRORS.updateUser : ADMIN_CLIENT_ERRORS.createUser),
      );
    },
  });

  /** The server's words for a field, else the form's for what the schema found. */
  const errorOf = (field: FieldKey): string | null => {
    const error = form.getFieldState(field, form.formState).error;
    if (!error) return null;
    if (error.type === 'server') return error.message ?? null;
    if (field === 'display_name')
      return t('form.displayNameInvalid', { max: DISPLAY_NAME_MAX_LENGTH });
    if (!values[field].trim()) return t('form.required');
    return field === 'email' ? t('form.emailInvalid') : t('form.usernameInvalid');
  };

  /** A text field bound to the form. */
  const text = (field: FieldKey) => {
    const { ref, ...bound } = form.register(field);
    return { ...bound, inputRef: ref, error: Boolean(errorOf(field)) };
  };

  // An edit that changes nothing is not sent; what the schema refuses shows its errors instead.
  const parsed = adminUserFormSchema.safeParse(values);
  const unchanged =
    user !== null && parsed.success && Object.keys(updateBody(parsed.data)).length === 0;

  const onSubmit = () => {
    setFailure(null);
    void form.handleSubmit((next) => {
      if (user && Object.keys(updateBody(next)).length === 0) return;
      save.mutate(next);
    })();
  };

  return (
    <FormDialog
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
        {...text('email')}
        helperText={errorOf('email')}
        required
        autoFocus={!user}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 254, spellCheck: false } }}
      />
      <TextField
        label={t('form.username')}
        {...text('username')}
        helperText={errorOf('username') ?? t('form.usernameHelp')}
        required
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: 50, spellCheck: false, autoCapitalize: 'none' },
        }}
      />
      <TextField
        label={t('form.displayName')}
        {...text('display_name')}
        helperText={errorOf('display_name') ?? t('form.displayNameHelp')}
        placeholder={values.username.trim() || undefined}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: DISPLAY_NAME_MAX_LENGTH * 2 } }}
      />
      <TextField
        select
        label={t('form.roleHere', { tenant: tenantName })}
        name="role_here"
        value={values.role_here}
        onChange={(event) =>
          form.setValue('role_here', event.target.value as TenantRole | '', { shouldDirty: true })
        }
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
          roles={values.other_roles}
          onChange={(otherRoles) =>
            form.setValue('other_roles', otherRoles, {
              shouldDirty: true,
              shouldValidate: submitted,
            })
          }
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
                name="is_admin"
                checked={values.is_admin}
                onChange={(event) =>
                  form.setValue('is_admin', event.target.checked, { shouldDirty: true })
                }
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
    </FormDialog>
  );
}
