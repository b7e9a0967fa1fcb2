import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FormValues } from '../../../components/WorkForm/types';
import { useLanguage } from '../../../i18n/language-context';
import { answerLines } from './answer-text';
import type { FormStep } from './form-steps';
import { guidedTexts } from './guided.texts';

/**
 * Every answer before Generate, grouped by step (GOV.UK's check-your-answers pattern): each with
 * a link back to its own field. Nothing is asked of the server: the answers are on the device.
 */
export function CheckAnswers({
  steps,
  values,
  onChange,
}: {
  steps: FormStep[];
  values: FormValues;
  onChange: (stepIndex: number, fieldKey: string) => void;
}) {
  const { language } = useLanguage();
  const t = guidedTexts[language];
  const label = (named: { labelNe: string; labelEn: string }) =>
    language === 'ne' ? named.labelNe : named.labelEn;
  return (
    <Stack gap="md">
      {steps.map((step, stepIndex) => (
        <Card
          key={step.key}
          withBorder
          padding="md"
          component="section"
          aria-labelledby={`check-${step.key}`}
        >
          <Title order={4} id={`check-${step.key}`} mb="xs">
            {label(step)}
          </Title>
          <dl style={{ margin: 0 }} data-check-step={step.key}>
            {step.fields.map((field) => {
              const lines = answerLines(field, values[field.key], language);
              return (
                // dl > div > dt + dd: one answer, its change link beside it in the dd.
                <div
                  key={field.key}
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: '6px 0' }}
                  data-answer={field.key}
                >
                  <Text component="dt" size="sm" c="dimmed">
                    {label(field)}
                  </Text>
                  <Group
                    component="dd"
                    m={0}
                    justify="space-between"
                    align="flex-start"
                    wrap="nowrap"
                    gap="sm"
                  >
                    <Text
                      span
                      style={{ minWidth: 0, flex: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {lines.length === 0 ? (
                        <Text span c="dimmed" fs="italic">
                          {t.notGiven}
                        </Text>
                      ) : (
                        lines.map((line, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown, never reordered here
                          <span key={i} style={{ display: 'block' }}>
                            {field.type === 'table' && lines.length > 1 ? `${t.rowOf(i + 1)} ${line}` : line}
                          </span>
                        ))
                      )}
                    </Text>
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => onChange(stepIndex, field.key)}
                      aria-label={t.changeField(label(field))}
                      style={{ minHeight: 44, flexShrink: 0 }}
                    >
                      {t.change}
                    </Anchor>
                  </Group>
                </div>
              );
            })}
          </dl>
        </Card>
      ))}
    </Stack>
  );
}
