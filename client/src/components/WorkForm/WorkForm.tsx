import { Divider, SimpleGrid, Stack } from '@mantine/core';
import { memo } from 'react';
import { useFieldsDrawn } from './use-fields-drawn';
import { useTexts } from '../../i18n/language-context';
import { ScalarField } from './ScalarField';
import { TableField } from './TableField';
import type { FieldErrors, FormValues, Row, WorkField } from './types';
import { workFormTexts } from './work-form.texts';

interface FormProps {
  fields: WorkField[];
  values: FormValues;
  /** Kept the same from render to render by the caller: each field then re-renders only when its own value or error changes. */
  onChange: (key: string, value: string | Row[]) => void;
  errors: FieldErrors;
  /** Every field at once, not the first screenful first: a change link is to focus one below it. */
  drawAll?: boolean;
}

/**
 * The chosen work's form: its required fields in the work's order, then the optional ones under
 * their own divider, so what must be filled stands apart from what may be.
 */
export function WorkForm({ fields, values, onChange, errors, drawAll = false }: FormProps) {
  const inOrder = [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
  const firstDrawn = useFieldsDrawn(inOrder.length);
  // A refused attempt shows its first problem (show-first-problem.ts), wherever it is in the form.
  const drawn = inOrder.slice(0, drawAll || Object.keys(errors).length > 0 ? inOrder.length : firstDrawn);
  const allDrawn = drawn.length === inOrder.length;
  const required = drawn.filter((f) => f.required);
  const optional = drawn.filter((f) => !f.required);
  const t = useTexts(workFormTexts);
  return (
    // Busy while the fields below the first screenful are still to come (use-fields-drawn).
    <Stack aria-busy={!allDrawn}>
      <FieldGroup fields={required} values={values} onChange={onChange} errors={errors} />
      {optional.length > 0 && (
        <>
          <Divider label={t.optionalDivider} labelPosition="left" />
          <FieldGroup fields={optional} values={values} onChange={onChange} errors={errors} />
        </>
      )}
    </Stack>
  );
}

function FieldGroup({ fields, values, onChange, errors }: Omit<FormProps, 'drawAll'>) {
  const scalars = fields.filter((f) => f.type !== 'table');
  const tables = fields.filter((f) => f.type === 'table');
  return (
    <>
      {scalars.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {scalars.map((field) => (
            <ScalarCell
              key={field.key}
              field={field}
              value={(values[field.key] as string | undefined) ?? ''}
              onChange={onChange}
              error={errors[field.key]}
            />
          ))}
        </SimpleGrid>
      )}
      {tables.map((field) => (
        <div key={field.key} data-field={field.key}>
          <TableField
            field={field}
            rows={(values[field.key] as Row[] | undefined) ?? []}
            onChange={(rows) => onChange(field.key, rows)}
            errors={errors}
          />
        </div>
      ))}
    </>
  );
}

/**
 * One field of the form, drawn again only when its own value or error changes: typing a letter
 * on a slow phone redraws that field, not the twenty beside it.
 */
const ScalarCell = memo(function ScalarCell({
  field,
  value,
  onChange,
  error,
}: {
  field: WorkField;
  value: string;
  onChange: FormProps['onChange'];
  error: string | undefined;
}) {
  return (
    // data-field: how a refused submit finds the first field to show (show-first-problem).
    <div data-field={field.key}>
      <ScalarField field={field} value={value} onChange={(next) => onChange(field.key, next)} error={error} />
    </div>
  );
});
