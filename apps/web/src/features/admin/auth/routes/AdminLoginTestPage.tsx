import {
  ADMIN_API_PATHS,
  ADMIN_ROUTES,
  API_PATHS,
  adminAccessSchema,
  isMfaRequired,
  loginResponseSchema,
  healthResponseSchema,
  tenantInfoSchema,
  type AdminAccess,
  type AuthResponse,
} from '@helionews/contracts';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOn';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { adminRequest, isAdminCallError } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';
import { apiGet, apiPost, isApiError } from '@/lib/api-client';
import { storeSession } from '@/lib/storage';
import { ROLE_KEYS } from '../../shell/role-label';
import { AdminAuthCard } from '../components/AdminAuthCard';
import { EmailField } from '@/components/forms/EmailField';
import { PasswordField } from '@/components/forms/PasswordField';

const STEPS = ['api', 'tenant', 'credentials', 'access'] as const;
type StepKey = (typeof STEPS)[number];
type StepStatus = 'pending' | 'running' | 'passed' | 'failed' | 'skipped';
interface StepState {
  status: StepStatus;
  result: string | null;
}

const NOT_RUN: Record<StepKey, StepState> = {
  api: { status: 'pending', result: null },
  tenant: { status: 'pending', result: null },
  credentials: { status: 'pending', result: null },
  access: { status: 'pending', result: null },
};

/** A step that fails says why: the server's sentence, else the HTTP status, else "unreachable". */
function failureText(error: unknown, unreachable: string): string {
  const cause = isAdminCallError(error) ? error.cause : error;
  if (!isApiError(cause)) return cause instanceof Error ? cause.message : unreachable;
  if (cause.status === 0) return unreachable;
  return cause.fromServer ? cause.detail : `${cause.status} ${cause.detail}`;
}

/** A stop in the run: its outcome, or a failure that ends the run. */
class StepFailure extends Error {}

/**
 * /admin/login-test: checks step by step what signing in to the back-office needs, showing each
 * result. The token of the test sign-in is kept in memory only, unless the visitor continues.
 */
export function AdminLoginTestPage() {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [steps, setSteps] = useState(NOT_RUN);
  const [running, setRunning] = useState(false);
  const [signedIn, setSignedIn] = useState<{ auth: AuthResponse; access: AdminAccess } | null>(
    null,
  );
  const unreachable = t('loginTest.results.unreachable');

  const set = (key: StepKey, status: StepStatus, result: string | null = null) =>
    setSteps((current) => ({ ...current, [key]: { status, result } }));

  /** Runs one step; a failure marks it and every later one, and stops the run. */
  async function step<T>(key: StepKey, run: () => Promise<T>, describe: (value: T) => string) {
    set(key, 'running');
    let value: T;
    try {
      value = await run();
    } catch (error) {
      set(key, 'failed', failureText(error, unreachable));
      for (const later of STEPS.slice(STEPS.indexOf(key) + 1)) {
        set(later, 'skipped', t('loginTest.results.skipped'));
      }
      throw new StepFailure(key);
    }
    set(key, 'passed', describe(value));
    return value;
  }

  const runTest = async () => {
    setRunning(true);
    setSignedIn(null);
    setSteps(NOT_RUN);
    try {
      await step(
        'api',
        () => apiGet(API_PATHS.health, { schema: healthResponseSchema }),
        () => t('loginTest.results.apiOk'),
      );
      await step(
        'tenant',
        () => apiGet(API_PATHS.tenantInfo, { schema: tenantInfoSchema }),
        (tenant) => t('loginTest.results.tenantOk', { name: tenant.display_name }),
      );
      const auth = await step(
        'credentials',
        async () => {
          const answer = await apiPost(API_PATHS.login, {
            schema: loginResponseSchema,
            body: { email: email.trim(), password },
          });
          // The password is right, but this page has no second step: /admin/login has.
          if (isMfaRequired(answer)) {
            throw new Error(tCommon('secondFactor.useFullSignIn', { path: ADMIN_ROUTES.login }));
          }
          return answer;
        },
        (answer) => t('loginTest.results.credentialsOk', { username: answer.user.username }),
      );
      set('access', 'running');
      const access = await adminRequest(ADMIN_API_PATHS.access, 'Failed to fetch admin access', {
        schema: adminAccessSchema,
        headers: { Authorization: `Bearer ${auth.access_token}` },
      }).catch((error: unknown) => {
        set('access', 'failed', failureText(error, unreachable));
        throw new StepFailure('access');
      });
      if (access.role === null) {
        set('access', 'failed', t('loginTest.results.accessNone'));
      } else {
        set(
          'access',
          'passed',
          t('loginTest.results.accessRole', { role: t(ROLE_KEYS[access.role]) }),
        );
        setSignedIn({ auth, access });
      }
    } catch (error) {
      if (!(error instanceof StepFailure)) console.error('Sign-in test crashed', error);
    } finally {
      setRunning(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!running) void runTest();
  };

  const continueToBackOffice = () => {
    if (!signedIn) return;
    // Only now is the test sign-in kept, as every sign-in is.
    queryClient.setQueryData(adminKeys.access(), signedIn.access);
    storeSession(signedIn.auth.access_token, signedIn.auth.user.is_admin);
    void navigate(ADMIN_ROUTES.root);
  };

  return (
    <AdminAuthCard
      wide
      title={t('loginTest.title')}
      description={t('loginTest.description')}
      footer={
        <Link component={RouterLink} to={ADMIN_ROUTES.login}>
          {t('loginTest.backToLogin')}
        </Link>
      }
    >
      <Stack component="form" method="post" noValidate onSubmit={handleSubmit} spacing={2}>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label={tCommon('auth.password')}
          name="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <Button
          type="submit"
          variant="contained"
          disableElevation
          loading={running}
          loadingPosition="start"
          disabled={!email.trim() || !password}
        >
          {t('loginTest.run')}
        </Button>
      </Stack>

      <Box
        component="ol"
        aria-live="polite"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 1.5 }}
      >
        {STEPS.map((key, index) => (
          <StepRow
            key={key}
            number={index + 1}
            label={t(`loginTest.steps.${key}`)}
            status={steps[key].status}
            statusText={t(`loginTest.status.${steps[key].status}`)}
            result={steps[key].result}
          />
        ))}
      </Box>

      {signedIn && (
        <Button
          variant="contained"
          color="success"
          disableElevation
          fullWidth
          sx={{ mt: 3 }}
          onClick={continueToBackOffice}
        >
          {t('loginTest.continue')}
        </Button>
      )}
    </AdminAuthCard>
  );
}

const STATUS_ICONS: Record<StepStatus, ReactNode> = {
  pending: <RadioButtonUnchecked sx={{ color: 'text.secondary' }} />,
  running: <CircularProgress size={20} sx={{ m: '2px' }} />,
  passed: <CheckCircle sx={{ color: 'success.main' }} />,
  failed: <Cancel sx={{ color: 'error.main' }} />,
  skipped: <DoNotDisturbOn sx={{ color: 'text.secondary' }} />,
};

function StepRow({
  number,
  label,
  status,
  statusText,
  result,
}: {
  number: number;
  label: string;
  status: StepStatus;
  statusText: string;
  result: string | null;
}) {
  return (
    <Box
      component="li"
      data-step-status={status}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box aria-hidden sx={{ display: 'flex', mt: 0.25 }}>
        {STATUS_ICONS[status]}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {number}. {label}
          <VisuallyHidden>{`: ${statusText}`}</VisuallyHidden>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {result ?? statusText}
        </Typography>
      </Box>
    </Box>
  );
}
