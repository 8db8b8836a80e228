import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog, type FormDialogProps } from './FormDialog';

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <FormDialog
      variant="confirm"
      title="Delete the thing?"
      description="It goes for good."
      pending={false}
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel="Cancel"
      submitLabel="Delete"
      pendingLabel="Deleting…"
      {...props}
    >
      <input aria-label="Reason" />
    </FormDialog>,
  );
  return { onSubmit, onClose, dialog: screen.getByRole('dialog', { name: 'Delete the thing?' }) };
}

describe('FormDialog', () => {
  it('is named by its title, described by its sentence, and submits with Enter', async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit, onClose } = renderDialog({ error: 'Failed to delete thing' });
    expect(dialog).toHaveAccessibleDescription('It goes for good.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to delete thing');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'old{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('neither closes nor submits while pending, and says it is working', async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit, onClose } = renderDialog({ pending: true });
    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'x{Enter}');
    await user.keyboard('{Escape}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows its confirmation in place of the form once done', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog({
      variant: 'form',
      done: { message: 'Created.', closeLabel: 'Done' },
    });
    expect(dialog).toHaveTextContent('Created.');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
