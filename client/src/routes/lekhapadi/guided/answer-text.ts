import { toDevanagariDigits } from '@nepali/digits';
import type { ColumnField, FormValue, Row, WorkField } from '../../../components/WorkForm/types';
import type { Language } from '../../../i18n/texts';

/**
 * One answer as the check page shows it: a choice by its label as the form offers it, a date in the reader's digits,
 * text as typed (the document prints what was typed). Empty is ''.
 */
function scalarAnswer(field: WorkField | ColumnField, value: string, language: Language): string {
  const text = value.trim();
  if (!text) return '';
  if (field.type === 'select') {
    const option = field.options?.find((o) => o.value === text);
    if (!option) return text;
    // As the form offers it: the Nepali the paper prints, glossed for an English reader.
    return language === 'ne' ? option.labelNe : `${option.labelNe} (${option.labelEn})`;
  }
  if (field.type === 'bsDate') return language === 'ne' ? toDevanagariDigits(text) : text;
  return text;
}

/** A table's rows, each a line of its filled cells ("label: answer"); blank rows left out. */
function tableAnswer(field: WorkField, rows: Row[], language: Language): string[] {
  const columns = field.columns ?? [];
  return rows
    .map((row) =>
      columns
        .map((c) => {
          const answer = scalarAnswer(c, row[c.key] ?? '', language);
          return answer ? `${language === 'ne' ? c.labelNe : c.labelEn}: ${answer}` : '';
        })
        .filter(Boolean)
        .join(', '),
    )
    .filter(Boolean);
}

export function answerLines(field: WorkField, value: FormValue | undefined, language: Language): string[] {
  if (field.type === 'table') return tableAnswer(field, (value as Row[] | undefined) ?? [], language);
  const answer = scalarAnswer(field, typeof value === 'string' ? value : '', language);
  return answer ? [answer] : [];
}
