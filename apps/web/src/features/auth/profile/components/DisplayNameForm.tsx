import { DISPLAY_NAME_MAX_LENGTH, displayNameSchema } from '@helionews/contracts';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FormStack } from '@/components/forms/FormStack';
import { SaveRow } from '@/components/forms/SaveRow';
import { useSaveResult } from '@/components/forms/use-save-result';
import { focusFirstError } from '@/components/forms/focus';
import { formErrorText, serverFieldErrors } from '../../shared/server-messages';
import { useUpdateProfile } from '../api/update-profile';

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
  const save = useSaveResult(formRef);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    save.clear();
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
          save.succeed();
        },
        onError: (error) => {
          const fromServer = serverFieldErrors(error, ['display_name'] as const, t).display_name;
          save.fail(formErrorText(error, t('displayName.failed'), t), () =>
            setFieldError(fromServer ?? null),
          );
        },
      },
    );
  };

  return (
    <FormStack
      formRef={formRef}
      onSubmit={handleSubmit}
      error={save.failure}
      spacing={2}
      sx={{ mt: 3 }}
    >
      <TextField
        label={t('displayName.label')}
        name="display_name"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setFieldError(null);
          save.clear();
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
        saved={save.saved ? t('displayName.saved') : null}
      />
    </FormStack>
  );
}
