import { ADMIN_ROUTES } from '@helionews/contracts';
import {
  useEffect,
  useId,
  useState,
  type CSSProperties,
  type FormEvent,
  type InputHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { isSecondFactorRequired, useSession } from '@/lib/session-context';
import { recordBackOfficeSignIn } from '../api/record-sign-in';

/*
 * /admin/login-simple: the fields, the error and the button, for a poor connection or when the
 * full back-office fails to load. Its own small chunk: plain HTML with a few inline styles, no
 * MUI, and only the `common` texts every page already has.
 */

const styles = {
  page: {
    maxWidth: 360,
    margin: '0 auto',
    padding: '48px 16px',
    fontFamily: 'system-ui, sans-serif',
    lineHeight: 1.5,
  },
  field: { display: 'grid', gap: 4, marginBottom: 16 },
  input: {
    font: 'inherit',
    padding: '8px 10px',
    border: '1px solid GrayText',
    borderRadius: 4,
    color: 'inherit',
    background: 'transparent',
  },
  error: {
    margin: '0 0 16px',
    padding: '8px 12px',
    borderLeft: '4px solid #d32f2f',
    background: 'rgba(211, 47, 47, 0.12)',
  },
  button: {
    font: 'inherit',
    width: '100%',
    padding: '10px 16px',
    border: 0,
    borderRadius: 4,
    background: '#1565c0',
    color: '#fff',
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>;

type PlainFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'autoComplete' | 'autoCapitalize'
>;

/** A labelled, required input in the page's plain style. */
function PlainField({ label, value, onChange, ...input }: PlainFieldProps) {
  const id = useId();
  return (
    <div style={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        style={styles.input}
      />
    </div>
  );
}

export function AdminLoginSimplePage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    document.title = t('login.title');
  }, [t]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!email.trim() || !password) {
      setError(!email.trim() ? t('validation.emailRequired') : t('validation.passwordRequired'));
      return;
    }
    setError(null);
    setPending(true);
    try {
      // Stores the session exactly as the rest of the app does.
      await session.login({ email: email.trim(), password });
    } catch (loginError) {
      // This light page has no second step: the full sign-in page has it.
      setError(
        isSecondFactorRequired(loginError)
          ? t('secondFactor.useFullSignIn', { path: ADMIN_ROUTES.login })
          : errorMessage(loginError, t('errors.loginFailed')),
      );
      setPending(false);
      return;
    }
    await recordBackOfficeSignIn();
    await navigate(ADMIN_ROUTES.root, { replace: true });
  };

  return (
    <main style={styles.page}>
      <h1 style={{ fontSize: 24, margin: '0 0 24px' }}>{t('login.title')}</h1>
      <form method="post" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {error && (
          <p role="alert" style={styles.error}>
            {error}
          </p>
        )}
        <PlainField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          value={email}
          onChange={setEmail}
        />
        <PlainField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <button type="submit" disabled={pending} aria-busy={pending} style={styles.button}>
          {pending ? t('status.loading') : t('login.submit')}
        </button>
      </form>
    </main>
  );
}
