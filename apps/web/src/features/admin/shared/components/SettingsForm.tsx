import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Fragment, type FormEvent, type ReactNode, type RefObject } from 'react';
import { FormActions } from './FormActions';

export interface SettingsFormProps {
  /** The form's state: the form element, the form-wide failure and the reset. */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    formError: string | null;
    discard: () => void;
  };
  /** The form was submitted (Enter or Save). */
  onSubmit: () => void;
  saving: boolean;
  /** Nothing to save or discard until something changed. */
  dirty: boolean;
  /** The form's sections. */
  children: ReactNode;
}

/**
 * The frame of a back-office settings form: the form-wide failure on top (focusable, so that
 * the form can move the focus to it), the sections, then Save and Reset.
 */
export function SettingsForm({ form, onSubmit, saving, dirty, children }: SettingsFormProps) {
  const { formRef, formError: error, discard: onDiscard } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack component="form" ref={formRef} noValidate onSubmit={submit} spacing={3}>
      {error && (
        <Alert severity="error" role="alert" tabIndex={-1}>
          {error}
        </Alert>
      )}
      {children}
      <FormActions saving={saving} dirty={dirty} onDiscard={onDiscard} />
    </Stack>
  );
}

export type SettingsTextFieldProps = Omit<TextFieldProps, 'error' | 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** The error the field shows now; `help` shows while there is none. */
  error: string | null;
  help?: ReactNode;
};

/** A settings form's text field: full width and dense unless told otherwise. */
export function SettingsTextField({
  onValueChange,
  error,
  help,
  ...props
}: SettingsTextFieldProps) {
  return (
    <TextField
      fullWidth
      margin="dense"
      {...props}
      onChange={(event) => onValueChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? help}
    />
  );
}

type KeyOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/**
 * A settings form's fields bound to its values: `text(field, label, extra)` is a text field that
 * shows the field's value and error and sets it as the user types; `toggle(field, label, help)`
 * is an on/off option for SettingsSwitches.
 */
export function settingsFieldsFor<V extends object>(
  values: V,
  set: <K extends keyof V>(field: K, value: V[K]) => void,
  errorOf: (field: KeyOf<V, string>) => string | null,
) {
  return {
    text: (field: KeyOf<V, string>, label: string, extra: Partial<SettingsTextFieldProps> = {}) => (
      <SettingsTextField
        label={label}
        value={values[field] as string}
        onValueChange={(value) => set(field, value as V[typeof field])}
        error={errorOf(field)}
        {...extra}
      />
    ),
    toggle: (field: KeyOf<V, boolean>, label: string, help?: string): SettingsSwitch => ({
      key: field,
      label,
      checked: values[field] as boolean,
      onChange: (checked) => set(field, checked as V[typeof field]),
      help,
    }),
  };
}

export interface SettingsSwitch {
  key: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the switch does, under it. */
  help?: string;
  /** A setting that belongs to this switch, under it (comments: their moderation). */
  details?: ReactNode;
}

/** A settings form's on/off options, one under the other. */
export function SettingsSwitches({ switches }: { switches: readonly SettingsSwitch[] }) {
  return (
    <Stack>
      {switches.map(({ key, label, checked, onChange, help, details }) => [
        <FormControlLabel
          key={key}
          control={
            <Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />
          }
          label={label}
        />,
        help && (
          <FormHelperText key={`${key}-help`} sx={{ mt: -0.5, mb: 1 }}>
            {help}
          </FormHelperText>
        ),
        details && <Fragment key={`${key}-details`}>{details}</Fragment>,
      ])}
    </Stack>
  );
}
