import { SimpleGrid, Stack } from '@mantine/core';
import { ScalarField } from './ScalarField';
import { TableField } from './TableField';
import type { FieldErrors, FormValues, Row, WorkField } from './types';

/** The chosen work's form: required fields first as the work lists them, optional ones marked. */
export function WorkForm({
  fields,
  values,
  onChange,
  errors,
}: {
  fields: WorkField[];
  values: FormValues;
  onChange: (key: string, value: string | Row[]) => void;
  errors: FieldErrors;
}) {
  const scalars = fields.filter((f) => f.type !== 'table');
  const tables = fields.filter((f) => f.type === 'table');
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {scalars.map((field) => (
          <ScalarField
            key={field.key}
            field={field}
            value={(values[field.key] as string | undefined) ?? ''}
            onChange={(value) => onChange(field.key, value)}
            error={errors[field.key]}
          />
        ))}
      </SimpleGrid>
      {tables.map((field) => (
        <TableField
          key={field.key}
          field={field}
          rows={(values[field.key] as Row[] | undefined) ?? []}
          onChange={(rows) => onChange(field.key, rows)}
          errors={errors}
        />
      ))}
    </Stack>
  );
}
