import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { workField } from '../../../tests/works';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/texts';
import { payloadOf } from '../../routes/lekhapadi/form-values';
import type { FieldErrors, FormValues, WorkField } from './types';
import { FIRST_FIELDS } from './use-fields-drawn';
import { WorkForm } from './WorkForm';

const daam = workField({
  key: 'areaDaam',
  type: 'number',
  labelNe: 'क्षेत्रफल (दाम)',
  labelEn: 'Area (Daam)',
  max: 3.99,
});
const name = workField({
  key: 'fullName',
  type: 'text',
  labelNe: 'पूरा नाम',
  labelEn: 'Full name',
  required: true,
  maxLength: 100,
});

let latest: FormValues = {};
function Harness({ fields }: { fields: WorkField[] }) {
  const [values, setValues] = useState<FormValues>({});
  latest = values;
  return (
    <WorkForm
      fields={fields}
      values={values}
      errors={{}}
      onChange={(k, v) => setValues({ ...values, [k]: v })}
    />
  );
}

function renderForm(fields: WorkField[], language: Language = 'en') {
  render(
    <MantineProvider env="test">
      <LanguageProvider initial={language}>
        <Harness fields={fields} />
      </LanguageProvider>
    </MantineProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('the work form keeps what was typed', () => {
  it('an area out of range stays as typed after leaving the field (4 दाम is not 3.99)', async () => {
    const user = renderForm([daam]);
    const input = screen.getByRole('textbox', { name: 'क्षेत्रफल (दाम)' });
    await user.type(input, '4');
    await user.tab();
    expect(input).toHaveValue('4');
    await user.clear(input);
    await user.type(input, '३.७५');
    await user.tab();
    expect(input).toHaveValue('३.७५');
    expect(payloadOf([daam], latest)).toEqual({ areaDaam: '३.७५' });
  });

  it('a name past its limit is not cut: a counter and a message say so', async () => {
    const user = renderForm([name], 'ne');
    const input = screen.getByRole('textbox', { name: /पूरा नाम/ });
    await user.click(input);
    await user.paste('क'.repeat(101));
    expect(input).toHaveValue('क'.repeat(101));
    expect(screen.getByText('१०१/१००')).toBeInTheDocument();
    expect(screen.getByText(/धेरै लामो भयो: बढीमा १०० अक्षर/)).toBeInTheDocument();
  });

  it("a select asks to choose, in the reader's language", () => {
    const gender = workField({
      key: 'gender',
      type: 'select',
      labelNe: 'लिङ्ग',
      labelEn: 'Gender',
      options: [{ __typename: 'SelectOption', value: 'female', labelNe: 'महिला', labelEn: 'Female' }],
    });
    renderForm([gender], 'ne');
    expect(screen.getByRole('combobox', { name: /लिङ्ग/ })).toHaveAttribute('placeholder', 'छान्नुहोस्');
  });
});

/** How many fields the first commit put on the page (a layout effect runs once the DOM is written). */
let fieldsInFirstCommit: number | undefined;
function FirstCommitCount() {
  useLayoutEffect(() => {
    fieldsInFirstCommit ??= document.querySelectorAll('[data-field]').length;
  }, []);
  return null;
}

describe('a long form is drawn a screenful first', () => {
  const many = Array.from({ length: FIRST_FIELDS + 5 }, (_, i) =>
    workField({
      key: `field${i}`,
      type: 'text',
      labelNe: `क्षेत्र ${i}`,
      labelEn: `Field ${i}`,
      required: i % 2 === 0,
    }),
  );
  const last = many.at(-1) as WorkField;

  function renderLong(errors: FieldErrors = {}) {
    fieldsInFirstCommit = undefined;
    render(
      <MantineProvider env="test">
        <LanguageProvider initial="en">
          <WorkForm fields={many} values={{}} errors={errors} onChange={() => undefined} />
          <FirstCommitCount />
        </LanguageProvider>
      </MantineProvider>,
    );
  }

  it('the first commit holds the first screenful, then every field follows, required ones first', async () => {
    renderLong();
    expect(fieldsInFirstCommit).toBe(FIRST_FIELDS);
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(many.length));
    const order = screen
      .getAllByRole('textbox')
      .map((input) => input.closest('[data-field]')?.getAttribute('data-field'));
    const keys = many.map((field) => field.key);
    expect(order).toEqual([...keys.filter((_, i) => i % 2 === 0), ...keys.filter((_, i) => i % 2 === 1)]);
    expect(screen.getByRole('textbox', { name: /क्षेत्र 0/ }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('a form with a problem is drawn whole at once, so the problem can be shown wherever it is', () => {
    renderLong({ [last.key]: 'This field is required.' });
    expect(fieldsInFirstCommit).toBe(many.length);
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });

  it('a short form has nothing to wait for', () => {
    renderForm([name]);
    expect(screen.getByRole('textbox', { name: /पूरा नाम/ }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });
});
