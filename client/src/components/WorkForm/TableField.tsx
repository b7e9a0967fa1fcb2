import { ActionIcon, Button, Card, Group, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useLanguage } from '../../i18n/language-context';
import { ScalarField } from './ScalarField';
import type { FieldErrors, Row, WorkField } from './types';
import { workFormTexts } from './work-form.texts';

const emptyRow = (field: WorkField): Row => Object.fromEntries((field.columns ?? []).map((c) => [c.key, '']));

/** Rows of a table field (family members, boundaries …): add and remove within its limits. */
export function TableField({
  field,
  rows,
  onChange,
  errors,
}: {
  field: WorkField;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  errors: FieldErrors;
}) {
  const max = field.maxRows ?? 20;
  const min = field.minRows ?? 0;
  const { language } = useLanguage();
  const t = workFormTexts[language];
  return (
    <Input.Wrapper
      label={field.labelNe}
      description={
        field.required ? (language === 'en' ? field.labelEn : undefined) : t.optional(field.labelEn)
      }
      required={field.required}
      error={errors[field.key]}
    >
      <Stack gap="xs" mt={4}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <Card key={index} withBorder padding="xs">
            <Group justify="space-between" mb={4}>
              <Text size="xs" c="dimmed">
                {t.row(index + 1)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t.removeRow(index + 1)}
                disabled={rows.length <= min}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: Math.min(3, field.columns?.length ?? 1) }}>
              {(field.columns ?? []).map((column) => {
                const cell = `${field.key}[${index}].${column.key}`;
                return (
                  <div key={column.key} data-field={cell}>
                    <ScalarField
                      field={column}
                      compact
                      value={row[column.key] ?? ''}
                      error={errors[cell]}
                      onChange={(value) =>
                        onChange(rows.map((r, i) => (i === index ? { ...r, [column.key]: value } : r)))
                      }
                    />
                  </div>
                );
              })}
            </SimpleGrid>
          </Card>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...rows, emptyRow(field)])}
          disabled={rows.length >= max}
          w="fit-content"
        >
          {t.addRow}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
