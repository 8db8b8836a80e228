import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface FormDialogProps {
  /**
   * 'form': fields in a stack between dividers, full screen on a phone, the alert on top.
   * 'confirm': a sentence (`description`), then the alert, then any fields.
   */
  variant: 'form' | 'confirm';
  title: ReactNode;
  /** The title's id; generated when not given. */
  titleId?: string;
  /** 'confirm': the sentence under the title, which also describes the dialog. */
  description?: ReactNode;
  descriptionId?: string;
  /** What went wrong with the last attempt: shown in an error alert (role alert) when set. */
  error?: ReactNode;
  /** 'confirm': the alert before the sentence, or after the fields, rather than between them. */
  errorPlacement?: 'start' | 'end';
  /** While the call runs: the dialog neither closes nor submits, and its buttons are disabled. */
  pending: boolean;
  /** The form was submitted (Enter or the submit button) while not pending. */
  onSubmit: () => void;
  onClose: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's text while pending; without it, the button shows a spinner instead. */
  pendingLabel?: string;
  submitColor?: 'primary' | 'error';
  /** Disabled for a reason of the caller's own (nothing changed, a confirmation not typed). */
  submitDisabled?: boolean;
  /** The focus starts on Cancel: a destructive confirmation with nothing to type. */
  focusCancel?: boolean;
  /** 'form': the stack's spacing. */
  spacing?: number;
  open?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
  disableRestoreFocus?: boolean;
  /**
   * The form is done and the dialog says so in its place (`message`), with one button that closes
   * it: the same dialog stays open, so nothing flickers between the form and its confirmation.
   */
  done?: { message: ReactNode; closeLabel: string } | null;
  /**
   * A button of the caller's own at the start of the actions (Remove the link): when this prop
   * is given, even empty, the actions wrap on a narrow screen.
   */
  secondaryAction?: ReactNode;
  children?: ReactNode;
}

/**
 * A dialog around one form, the back-office's and the account Security section's: a title, an
 * optional error alert, the fields, and Cancel and submit buttons with a pending state. It cannot
 * be closed while its call runs.
 */
export function FormDialog({
  variant,
  title,
  titleId,
  description,
  descriptionId,
  error,
  errorPlacement,
  pending,
  onSubmit,
  onClose,
  cancelLabel,
  submitLabel,
  pendingLabel,
  submitColor = 'primary',
  submitDisabled = false,
  focusCancel = false,
  spacing = 2,
  open = true,
  maxWidth = 'sm',
  fullWidth = true,
  disableRestoreFocus,
  done,
  secondaryAction,
  children,
}: FormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const generatedId = useId();
  const labelId = titleId ?? `${generatedId}-title`;
  const textId = description ? (descriptionId ?? `${generatedId}-text`) : undefined;
  const isForm = variant === 'form';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };

  const alertAt = (place: 'start' | 'middle' | 'end') =>
    Boolean(error) && (errorPlacement ?? 'middle') === place ? (
      <Alert
        severity="error"
        role="alert"
        sx={isForm ? undefined : place === 'start' ? { mb: 2 } : { mt: 2 }}
      >
        {error}
      </Alert>
    ) : null;

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullScreen={isForm && phone && !done}
      maxWidth={maxWidth}
      fullWidth={fullWidth}
      disableRestoreFocus={disableRestoreFocus}
      aria-labelledby={labelId}
      aria-describedby={textId}
    >
      {done ? (
        <>
          <DialogTitle id={labelId}>{title}</DialogTitle>
          <DialogContent dividers>{done.message}</DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} autoFocus>
              {done.closeLabel}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={labelId}>{title}</DialogTitle>
          <DialogContent dividers={isForm}>
            {isForm ? (
              <Stack spacing={spacing}>
                {alertAt('middle')}
                {children}
              </Stack>
            ) : (
              <>
                {alertAt('start')}
                {description && <DialogContentText id={textId}>{description}</DialogContentText>}
                {alertAt('middle')}
                {children}
                {alertAt('end')}
              </>
            )}
          </DialogContent>
          <DialogActions
            sx={secondaryAction === undefined ? undefined : { flexWrap: 'wrap', gap: 1 }}
          >
            {secondaryAction}
            <Button onClick={onClose} disabled={pending} autoFocus={focusCancel}>
              {cancelLabel}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={submitColor}
              disabled={submitDisabled || (pendingLabel !== undefined && pending)}
              loading={pendingLabel === undefined ? pending : undefined}
            >
              {pending && pendingLabel !== undefined ? pendingLabel : submitLabel}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
