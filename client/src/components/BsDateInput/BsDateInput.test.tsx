import { MantineProvider } from '@mantine/core';
import { bsDateText, todayBs } from '@nepali/bs-date';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { BsDateInput } from './BsDateInput';

function renderInput(range?: 'birth' | 'past' | 'any') {
  const user = userEvent.setup({ delay: null });
  render(
    <MantineProvider env="test">
      <BsDateInput label="जन्म मिति" value="" onChange={() => {}} range={range} />
    </MantineProvider>,
  );
  return user;
}

const yearsOffered = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('combobox', { name: 'जन्म मिति: year' }));
  return (await screen.findAllByRole('option')).map((option) => Number(option.getAttribute('value')));
};

/** The input as a form holds it: its value is whatever it last said. */
function Controlled() {
  const [value, setValue] = useState('2055/04/12');
  return <BsDateInput label="जन्म मिति" value={value} onChange={setValue} range="birth" />;
}

describe('BsDateInput', () => {
  it('offers a date of birth from 1970 BS to this year, and says so', async () => {
    const user = renderInput('birth');
    const today = todayBs();
    const years = await yearsOffered(user);
    expect(Math.max(...years)).toBe(today.year);
    expect(Math.min(...years)).toBe(1970);
    const to = bsDateText(today);
    expect(screen.getByText(`From 1970/01/01 to ${to} (BS)`)).toBeInTheDocument();
  });

  it('offers the whole calendar, projected years too, to a date that may lie ahead', async () => {
    const user = renderInput('any');
    const years = await yearsOffered(user);
    expect(Math.max(...years)).toBe(2099);
    expect(Math.min(...years)).toBe(1970);
  });

  it('keeps the year, month and day when the chosen one is picked again', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MantineProvider env="test">
        <Controlled />
      </MantineProvider>,
    );
    for (const [part, option] of [
      ['year', '2055'],
      ['month', 'साउन'],
      ['day', '12'],
    ] as const) {
      const box = screen.getByRole('combobox', { name: `जन्म मिति: ${part}` });
      await user.click(box);
      await user.click(await screen.findByRole('option', { name: option }));
      expect(box).toHaveValue(option);
    }
  });
});
