import TextField from '@mui/material/TextField';

export interface UrlFieldProps {
  label: string;
  value: string;
  /** The address as typed; the caller clears its error. */
  onChange: (value: string) => void;
  /** Why the address was refused; `hint` shows while there is none. */
  error: string | null;
  hint: string;
}

/** The required address a link or embed dialog asks for, focused when the dialog opens. */
export function UrlField({ label, value, onChange, error, hint }: UrlFieldProps) {
  return (
    <TextField
      autoFocus
      required
      fullWidth
      margin="normal"
      type="url"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
    />
  );
}
