import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormAlert } from './FormAlert';
import { NeedsJavaScript } from './NeedsJavaScript';

export interface FormStackProps {
  /** The ref the form's `focusFirstError` reads. */
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's failure, shown above its fields; null while there is none. */
  error: string | null;
  /** A confirmation standing above even the failure, e.g. "Password changed". */
  notice?: ReactNode;
  spacing?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * An account form: its own checks speak (the browser's are off), its failure stands above the
 * fields, where focusFirstError finds it when no single field is to blame. It is `method="post"`,
 * so that a browser without scripts never puts a field (a password) in an address; that browser
 * is told the form needs JavaScript (issue 30, item 1).
 */
export function FormStack({
  formRef,
  onSubmit,
  error,
  notice,
  spacing = 2.5,
  sx,
  children,
}: FormStackProps) {
  return (
    <>
      <NeedsJavaScript />
      <Stack
        component="form"
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        spacing={spacing}
        sx={sx}
      >
        {notice}
        {error && <FormAlert>{error}</FormAlert>}
        {children}
      </Stack>
    </>
  );
}
