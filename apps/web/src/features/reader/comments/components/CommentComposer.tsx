import { COMMENT_BODY_MAX_LENGTH } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Characters as the server counts them (code points), once trimmed. */
export function bodyLength(value: string): number {
  return [...value.trim()].length;
}

export type ComposerField = 'required' | 'tooLong' | null;

export function composerFieldError(value: string): ComposerField {
  const length = bodyLength(value);
  if (length === 0) return 'required';
  return length > COMMENT_BODY_MAX_LENGTH ? 'tooLong' : null;
}

export interface CommentComposerProps {
  /** The field's label: "Your comment", "Your reply to Ada". */
  label: string;
  submitLabel: string;
  initialValue?: string;
  /** Sends the trimmed text; rejects with the text of the failure to show. */
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
  /** Focus the field when it appears (a reply or an edit the reader just opened). */
  autoFocus?: boolean;
}

/**
 * A comment's text field: 1-2,000 characters with a counter, the field's own errors under it,
 * the server's refusal above the buttons. Cleared after a successful post.
 */
export function CommentComposer({
  label,
  submitLabel,
  initialValue = '',
  onSubmit,
  onCancel,
  autoFocus = false,
}: CommentComposerProps) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(initialValue);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldError = touched ? composerFieldError(value) : null;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const length = bodyLength(value);
  const tooLong = length > COMMENT_BODY_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (composerFieldError(value) !== null) {
      field.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    onSubmit(value.trim())
      .then(() => {
        setValue('');
        setTouched(false);
      })
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setSending(false));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        inputRef={field}
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => value !== initialValue && setTouched(true)}
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        required
        autoFocus={autoFocus}
        error={fieldError !== null}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>
              {fieldError === 'required'
                ? t('commentThread.composer.required')
                : fieldError === 'tooLong'
                  ? t('commentThread.composer.tooLong', {
                      max: number.format(COMMENT_BODY_MAX_LENGTH),
                    })
                  : null}
            </span>
            <Box
              component="span"
              sx={{ flexShrink: 0, color: tooLong ? 'error.main' : 'text.secondary' }}
            >
              {t('commentThread.composer.counter', {
                length: number.format(length),
                max: number.format(COMMENT_BODY_MAX_LENGTH),
              })}
            </Box>
          </Box>
        }
      />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button type="button" onClick={onCancel} disabled={sending}>
            {t('commentThread.composer.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" loading={sending}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
