import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';
import { SuccessPanel } from '../../shared/components/SuccessPanel';
import { FormStack } from '@/components/forms/FormStack';
import { focusFirstError } from '@/components/forms/focus';
import {
  formErrorText,
  localizeServerMessage,
  serverFieldErrors,
} from '../../shared/server-messages';
import { validateEmail } from '@/components/forms/validation';
import { postForgotPassword } from '../api/request-password-reset';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { EmailField } from '@/components/forms/EmailField';

/** Step one of a reset: the reader's email, then the server's confirmation. */
export function RequestResetForm() {
  const { t } = useTranslation();
  const routes = useReaderRoutes();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const request = useMutation({ mutationFn: postForgotPassword });

  if (request.isSuccess) {
    return (
      <SuccessPanel
        action={
          <>
            <Typography variant="body2" color="text.secondary">
              {t('reset.requestSentHint')}
            </Typography>
            <Button component={RouterLink} to={routes.login} variant="contained" disableElevation>
              {t('reset.backToLogin')}
            </Button>
          </>
        }
      >
        {localizeServerMessage(request.data.detail, t)}
      </SuccessPanel>
    );
  }

  const clientError = validateEmail(email, t);
  const emailError = serverError ?? (showErrors ? clientError : null);

  const showFailure = (update: () => void) => {
    flushSync(update);
    focusFirstError(formRef.current);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    if (clientError) {
      showFailure(() => setShowErrors(true));
      return;
    }
    setFormError(null);
    request.mutate(email.trim(), {
      onError: (error) =>
        showFailure(() => {
          setFormError(formErrorText(error, t('errors.forgotPasswordFailed'), t));
          setServerError(serverFieldErrors(error, ['email'], t).email ?? null);
        }),
    });
  };

  return (
    <FormStack formRef={formRef} onSubmit={handleSubmit} error={formError}>
      <EmailField
        value={email}
        onChange={(value) => {
          setEmail(value);
          setServerError(null);
        }}
        // Tabbing past the empty field is not yet a mistake; leaving a typed address is checked.
        onBlur={() => setShowErrors((shown) => shown || email !== '')}
        error={emailError}
      />
      <SubmitButton pending={request.isPending}>{t('reset.requestSubmit')}</SubmitButton>
    </FormStack>
  );
}
