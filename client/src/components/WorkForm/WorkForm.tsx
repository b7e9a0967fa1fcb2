import { Divider, SimpleGrid, Stack } from '@mantine/core';
import { useTexts } from '../../i18n/language-context';
import { ScalarField } from './ScalarField';
import { TableField } from './TableField';
import type { FieldErrors, FormValues, Row, WorkField } from './types';
import { workFormTexts } from './work-form.texts';

interface FormProps {
  fields: WorkField[];
  values: FormValues;
  onChange: (key: string, value: string | Row[]) => void;
  errors: FieldErrors;
}

/**
 * The chosen work's form: its required fields in the work's order, then the optional ones under
 * their own divider, so what must be filled stands apart from what may be.
 */
export function WorkForm({ fields, values, onChange, errors }: FormProps) {
  const required = fields.filter((f) => f.required);
  const optional = fields.filter((f) => !f.required);
  const t = useTexts(workFormTexts);
  return (
    <Stack>
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

function FieldGroup({ fields, values, onChange, errors }: FormProps) {
  const scalars = fields.filter((f) => f.type !== 'table');
  const tables = fields.filter((f) => f.type === 'table');
  return (
    <>
      {scalars.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {scalars.map((field) => (
            // data-field: how a refused submit finds the first field to show (show-first-problem).
            <div key={field.key} data-field={field.key}>
              <ScalarField
                field={field}
                value={(values[field.key] as string | undefined) ?? ''}
                onChange={(value) => onChange(field.key, value)}
                error={errors[field.key]}
              />
            </div>
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
