import { DISPLAY_NAME_MAX_LENGTH, displayNameSchema } from '@helionews/contracts';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert';
import { SaveRow } from '@/components/forms/SaveRow';
import { focusFirstError } from '@/components/forms/focus';
import { formErrorText, serverFieldErrors } from '../../shared/server-messages';
import { useUpdateProfile } from '../api/update-profile';

type SaveResult = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/**
 * The name the bylines of the user's articles show. Empty: their username stands in, which the
 * field's placeholder shows.
 */
export function DisplayNameForm({
  displayName,
  username,
}: {
  displayName: string | null;
  username: string;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateProfile();
  const [value, setValue] = useState(displayName ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<SaveResult>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setResult(null);
    const parsed = displayNameSchema.safeParse(value);
    if (!parsed.success) {
      flushSync(() => setFieldError(t('displayName.invalid', { max: DISPLAY_NAME_MAX_LENGTH })));
      focusFirstError(formRef.current);
      return;
    }
    setFieldError(null);
    update.mutate(
      // '' clears the name: the server stores null.
      { display_name: parsed.data ?? '' },
      {
        onSuccess: (user) => {
          setValue(user.display_name ?? '');
          setResult({ kind: 'saved' });
        },
        onError: (error) => {
          const fromServer = serverFieldErrors(error, ['display_name'] as const, t).display_name;
          flushSync(() => {
            setFieldError(fromServer ?? null);
            setResult({
              kind: 'failed',
              message: formErrorText(error, t('displayName.failed'), t),
            });
          });
          focusFirstError(formRef.current);
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      spacing={2}
      sx={{ mt: 3 }}
    >
      {result?.kind === 'failed' && <FormAlert>{result.message}</FormAlert>}
      <TextField
        label={t('displayName.label')}
        name="display_name"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setFieldError(null);
          setResult(null);
        }}
        placeholder={username}
        error={fieldError !== null}
        helperText={fieldError ?? t('displayName.help', { username })}
        autoComplete="name"
        fullWidth
        slotProps={{ htmlInput: { maxLength: DISPLAY_NAME_MAX_LENGTH * 2 } }}
      />
      <SaveRow
        label={t('displayName.save')}
        pending={update.isPending}
        saved={result?.kind === 'saved' ? t('displayName.saved') : null}
      />
    </Stack>
  );
}
