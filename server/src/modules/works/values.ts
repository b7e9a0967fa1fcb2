// Checks and cleans the values a user typed into a work's form before they reach a template. Every
// problem names its field (table cells as `members[2].name`, the row index as sent) with an English
// message (and its code) built from the field's label. Keys that are not fields of the work are dropped.
import {
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  BS_MONTH_NAMES,
  BsDateError,
  daysInBsMonth,
  bsDateOutOfRange,
  isNepaliText,
  parseBs,
  todayBs,
  toDevanagariDigits,
  toLatinDigits,
  WORDS_LIMIT,
} from '../../shared/nepali/index.js';
import { type Message, type MessageCode, type MessageParams, englishText } from '../../shared/messages.js';
import { LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from './fields.js';
import type {
  CleanRow,
  CleanScalar,
  CleanValue,
  CleanValues,
  WorkDefinition,
  WorkField,
} from './work.types.js';

interface FieldError {
  field: string;
  /** English, for the spec's clients; messageCode and params say it in any language. */
  message: string;
  messageCode: MessageCode;
  params: MessageParams;
}

export type ValidationResult = { ok: true; values: CleanValues } | { ok: false; errors: FieldError[] };

type Outcome = { value: CleanScalar } | { empty: true } | { error: Message };

/** A problem with one field, its labels in both languages among the parameters. */
const problem = (f: WorkField, code: MessageCode, params: MessageParams = {}): Message => ({
  code,
  params: { label: f.labelEn, labelNe: f.labelNe, ...params },
});

const fieldError = (field: string, said: Message): FieldError => ({
  field,
  message: englishText(said),
  messageCode: said.code,
  params: said.params ?? {},
});

// Control characters (tab, newline and carriage return are whitespace, allowed and handled apart),
// and the bidi overrides and isolates that can make a paper read differently from what was typed.
// ZWJ and ZWNJ stay allowed: Devanagari spelling needs them (गर्‍यो).
const FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069\uFEFF]/u;
const WHITESPACE_CONTROLS = /[\t\n\r]/g;

const isBlank = (raw: unknown) =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

function cleanText(f: WorkField, raw: unknown): Outcome {
  if (typeof raw !== 'string' && !(typeof raw === 'number' && Number.isFinite(raw))) {
    return { error: problem(f, 'field.text') };
  }
  let s = String(raw).normalize('NFC');
  if (FORBIDDEN.test(s.replace(WHITESPACE_CONTROLS, ''))) return { error: problem(f, 'field.characters') };
  s = s.replace(/\r\n?/g, '\n');
  s = f.multiline
    ? s
        .replace(/[ \t\u00A0]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : s.replace(/\s+/g, ' ').trim();
  if (s === '') return { empty: true };
  const max = f.maxLength ?? (f.multiline ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH);
  if ([...s].length > max) return { error: problem(f, 'field.tooLong', { max }) };
  if (f.type === 'nepaliText' && !isNepaliText(s)) {
    return { error: problem(f, 'field.nepali') };
  }
  if (f.pattern && !new RegExp(f.pattern, 'u').test(s)) {
    return {
      error: f.patternMessage
        ? problem(f, 'field.pattern', { text: f.patternMessage })
        : problem(f, 'field.format'),
    };
  }
  return { value: s };
}

/** A number typed with Latin or Devanagari digits and optional lakh/thousand commas. */
function readNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const s = toLatinDigits(raw.normalize('NFC').trim()).replace(/[,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : undefined;
}

function cleanNumber(f: WorkField, raw: unknown): Outcome {
  const n = readNumber(raw);
  if (n === undefined) return { error: problem(f, 'field.number') };
  if (f.integer && !Number.isInteger(n)) return { error: problem(f, 'field.wholeNumber') };
  const min = f.min ?? 0;
  if (n < min) return { error: problem(f, 'field.atLeast', { min }) };
  if (f.max !== undefined && n > f.max) return { error: problem(f, 'field.atMost', { max: f.max }) };
  return { value: n };
}

function cleanAmount(f: WorkField, raw: unknown): Outcome {
  const n = readNumber(raw);
  if (n === undefined) return { error: problem(f, 'field.amount') };
  if (n < 0) return { error: problem(f, 'field.negative') };
  const paisa = n * 100;
  if (Math.abs(paisa - Math.round(paisa)) > 1e-6) {
    return { error: problem(f, 'field.decimals') };
  }
  if (n >= WORDS_LIMIT) return { error: problem(f, 'field.tooLarge') };
  return { value: Math.round(paisa) / 100 };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function cleanDate(f: WorkField, raw: unknown): Outcome {
  if (typeof raw !== 'string') return { error: problem(f, 'field.bsDate') };
  try {
    const bs = parseBs(raw);
    const outOfRange = f.dateRange ? bsDateOutOfRange(bs, f.dateRange, todayBs()) : undefined;
    if (outOfRange?.kind === 'projected') {
      return {
        error: problem(f, 'field.dateProjectedYear', {
          year: outOfRange.year,
          yearNe: toDevanagariDigits(outOfRange.year),
        }),
      };
    }
    if (outOfRange) {
      const { from, to } = outOfRange;
      return {
        error: problem(f, 'field.dateOutsideRange', {
          from,
          to,
          fromNe: toDevanagariDigits(from),
          toNe: toDevanagariDigits(to),
        }),
      };
    }
    return { value: `${bs.year}/${pad2(bs.month)}/${pad2(bs.day)}` };
  } catch (e) {
    if (e instanceof BsDateError && e.reason !== 'format') return { error: dateProblem(f, raw, e) };
    return { error: problem(f, 'field.bsDate') };
  }
}

/**
 * A date that does not exist, said with its numbers (each also in Devanagari digits, for the
 * Nepali text): 'मङ्सिर २०८२ मा २९ दिन मात्र छन्, ३० गते हुँदैन'.
 */
function dateProblem(f: WorkField, raw: string, e: BsDateError): Message {
  const [year, month, day] = toLatinDigits(raw).trim().split(/[/-]/).map(Number) as [number, number, number];
  const both = (key: string, n: number) => ({ [key]: n, [`${key}Ne`]: toDevanagariDigits(n) });
  if (e.reason === 'year') {
    return problem(f, 'field.bsYear', {
      ...both('year', year),
      ...both('first', BS_FIRST_YEAR),
      ...both('last', BS_LAST_YEAR),
    });
  }
  if (e.reason === 'month') return problem(f, 'field.bsMonth', both('month', month));
  return problem(f, 'field.bsDay', {
    monthName: BS_MONTH_NAMES[month - 1] ?? '',
    ...both('year', year),
    ...both('days', daysInBsMonth(year, month)),
    ...both('day', day),
  });
}

/** The option's value; its English or Nepali label is accepted too (profiles may hold either). */
function cleanSelect(f: WorkField, raw: unknown): Outcome {
  const options = f.options ?? [];
  if (typeof raw === 'string') {
    const s = raw.normalize('NFC').trim();
    const lower = s.toLowerCase();
    const found =
      options.find((o) => o.value === s) ??
      options.find(
        (o) => o.value.toLowerCase() === lower || o.labelEn.toLowerCase() === lower || o.labelNe === s,
      );
    if (found) return { value: found.value };
  }
  const listed = options.length <= 8 ? `: ${options.map((o) => o.labelEn).join(', ')}` : ' listed';
  return { error: problem(f, 'field.option', { options: listed }) };
}

function cleanScalar(f: WorkField, raw: unknown): Outcome {
  if (isBlank(raw)) return { empty: true };
  switch (f.type) {
    case 'text':
    case 'nepaliText':
      return cleanText(f, raw);
    case 'number':
      return cleanNumber(f, raw);
    case 'amount':
      return cleanAmount(f, raw);
    case 'bsDate':
      return cleanDate(f, raw);
    case 'select':
      return cleanSelect(f, raw);
    case 'table':
      throw new Error(`Field ${f.key} is a table, not a scalar`);
  }
}

/**
 * A cell's problem, said with its table and row. The cell's own code and parameters travel along
 * (as cellCode and cell.*) so a client can say the inner part in its reader's language too.
 */
function inRow(f: WorkField, index: number, cell: Message): Message {
  const inner = Object.fromEntries(Object.entries(cell.params ?? {}).map(([k, v]) => [`cell.${k}`, v]));
  return problem(f, 'field.cell', {
    row: index + 1,
    problem: englishText(cell),
    cellCode: cell.code,
    ...inner,
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function cleanTable(f: WorkField, raw: unknown, errors: FieldError[]): readonly CleanRow[] | undefined {
  const columns = f.columns ?? [];
  const minRows = f.minRows ?? (f.required ? 1 : 0);
  const maxRows = f.maxRows ?? Number.POSITIVE_INFINITY;
  if (raw === undefined || raw === null) raw = [];
  if (!Array.isArray(raw)) {
    errors.push(fieldError(f.key, problem(f, 'field.rows')));
    return undefined;
  }
  // Checked on what was sent, before any work per row.
  if (raw.length > maxRows) {
    errors.push(fieldError(f.key, problem(f, 'field.maxRows', { max: maxRows })));
    return undefined;
  }
  const rows: CleanRow[] = [];
  const errorsBefore = errors.length;
  raw.forEach((rawRow, index) => {
    const path = `${f.key}[${index}]`;
    if (!isRecord(rawRow)) {
      errors.push(fieldError(path, problem(f, 'field.row', { row: index + 1 })));
      return;
    }
    // A row the user left empty (the form shows spare rows) is not a row.
    if (columns.every((c) => isBlank(rawRow[c.key]))) return;
    const row: Record<string, CleanScalar> = {};
    for (const column of columns) {
      const outcome = cleanScalar(column, rawRow[column.key]);
      const cell = `${path}.${column.key}`;
      if ('error' in outcome) {
        errors.push(fieldError(cell, inRow(f, index, outcome.error)));
      } else if ('empty' in outcome) {
        if (column.required) {
          errors.push(fieldError(cell, inRow(f, index, problem(column, 'field.required'))));
        }
      } else {
        row[column.key] = outcome.value;
      }
    }
    rows.push(row);
  });
  // A malformed row is reported by itself, not again as a missing one.
  if (errors.length > errorsBefore) return undefined;
  if (rows.length === 0 && f.required) {
    errors.push(fieldError(f.key, problem(f, 'field.required')));
  } else if (rows.length < minRows) {
    const said = minRows === 1 ? problem(f, 'field.minRow') : problem(f, 'field.minRows', { min: minRows });
    errors.push(fieldError(f.key, said));
  }
  return rows.length > 0 ? rows : undefined;
}

export function validateWorkValues(
  work: WorkDefinition,
  fields: readonly WorkField[],
  values: Record<string, unknown>,
): ValidationResult {
  if (!isRecord(values)) {
    return {
      ok: false,
      errors: [
        fieldError('values', { code: 'field.values', params: { work: work.nameEn, workNe: work.nameNe } }),
      ],
    };
  }
  const errors: FieldError[] = [];
  const clean: Record<string, CleanValue> = {};
  for (const f of fields) {
    const raw = Object.hasOwn(values, f.key) ? values[f.key] : undefined;
    if (f.type === 'table') {
      const rows = cleanTable(f, raw, errors);
      if (rows) clean[f.key] = rows;
      continue;
    }
    const outcome = cleanScalar(f, raw);
    if ('error' in outcome) errors.push(fieldError(f.key, outcome.error));
    else if ('value' in outcome) clean[f.key] = outcome.value;
    else if (f.required) errors.push(fieldError(f.key, problem(f, 'field.required')));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values: clean };
}

/** One scalar field's value, checked and cleaned exactly as a work's form does (the profile reuses it). */
export function cleanFieldValue(
  f: WorkField,
  raw: unknown,
): { value: CleanScalar } | { empty: true } | { error: Message } {
  return cleanScalar(f, raw);
}
