import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Opens a Mantine Select by its label and picks the option whose name matches. */
export async function pickOption(
  user: User,
  label: string | RegExp,
  option: string | RegExp,
  scope?: HTMLElement,
) {
  const where = scope ? within(scope) : screen;
  await user.click(where.getByRole('combobox', { name: label }));
  await user.click(await where.findByRole('option', { name: option }));
}
