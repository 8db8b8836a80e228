import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { forgotPasswordRequestSchema } from '@helionews/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';
import { SuccessPanel } from '../../shared/components/SuccessPanel';
import { FormStack } from '@/components/forms/FormStack';
import {
  formErrorText,
  localizeServerMessage,
  serverFieldErrors,
} from '../../shared/server-messages';
import { emailErrorText } from '@/components/forms/validation';
import { useAccountSchemaForm } from '@/components/forms/use-account-schema-form';
import { postForgotPassword } from '../api/request-password-reset';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { EmailField } from '@/components/forms/EmailField';

/** Step one of a reset: the reader's email, then the server's confirmation. */
export function RequestResetForm() {
  const { t } = useTranslation();
  const routes = useReaderRoutes();
  const { form, formRef, formError, submit, showServerErrors } = useAccountSchemaForm(
    forgotPasswordRequestSchema,
    { defaultValues: { email: '' }, mode: 'onTouched' },
  );
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

  const handleSubmit = submit(() => {
    if (request.isPending) return;
    // As typed but trimmed, as before: the server lowercases the address itself.
    request.mutate(form.getValues('email').trim(), {
      onError: (error) =>
        showServerErrors(
          formErrorText(error, t('errors.forgotPasswordFailed'), t),
          serverFieldErrors(error, ['email'], t),
        ),
    });
  });

  return (
    <FormStack formRef={formRef} onSubmit={(event) => void handleSubmit(event)} error={formError}>
      <Controller
        name="email"
        control={form.control}
        render={({ field, fieldState }) => (
          <EmailField
            value={field.value}
            onChange={field.onChange}
            // Tabbing past the empty field is not yet a mistake; leaving a typed address is checked.
            onBlur={() => {
              if (field.value !== '') field.onBlur();
            }}
            error={fieldState.error && emailErrorText(field.value, fieldState.error, t)}
          />
        )}
      />
      <SubmitButton pending={request.isPending}>{t('reset.requestSubmit')}</SubmitButton>
    </FormStack>
  );
}
