/**
 * Moves focus to the first invalid field of the form, else to its error alert, so a keyboard or
 * screen-reader user lands on what needs fixing. Call it after the errors have rendered.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  const target =
    form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    form?.querySelector<HTMLElement>('[data-form-error]');
  target?.focus();
}
