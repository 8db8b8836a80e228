import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

export interface FormAlertProps {
  children: ReactNode;
  action?: ReactNode;
}

/**
 * A form's failure message. Focusable, so focusFirstError can land here when no single field is
 * to blame (wrong password, server down).
 */
export function FormAlert({ children, action }: FormAlertProps) {
  return (
    <Alert severity="error" role="alert" tabIndex={-1} data-form-error action={action}>
      {children}
    </Alert>
  );
}
