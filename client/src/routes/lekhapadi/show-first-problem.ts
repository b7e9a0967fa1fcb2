/**
 * Brings the form's first marked field into view and puts the cursor in it; with no marked field
 * (a message about the whole form), its summary is brought into view instead. Fields carry
 * `data-field`; a field with a problem has an input marked aria-invalid or an error under it.
 */
export function showFirstProblem(form: HTMLElement): void {
  const invalid = Array.from(form.querySelectorAll<HTMLElement>('[data-field]')).find(
    (field) => field.querySelector('[aria-invalid="true"], .mantine-InputWrapper-error') !== null,
  );
  if (!invalid) {
    form.querySelector<HTMLElement>('[data-form-summary]')?.scrollIntoView({ block: 'start' });
    return;
  }
  const input =
    invalid.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    invalid.querySelector<HTMLElement>(
      'input:not([disabled]), textarea:not([disabled]), button:not([disabled])',
    );
  invalid.scrollIntoView({ block: 'center' });
  // preventScroll: the field is already placed where it reads best (centred, label included).
  input?.focus({ preventScroll: true });
}
