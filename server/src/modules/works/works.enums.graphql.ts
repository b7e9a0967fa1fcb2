import { registerEnumType } from 'type-graphql';
import type { BsDateRange } from '../../shared/nepali/index.js';
import type { FieldType, WorkCategory } from './work.types.js';

// The catalogue's fixed value sets as GraphQL enums. Each value's name is the string the catalogue
// holds (and the REST shim sends), so the wire format is the same as when these were strings.

const enumOf = <T extends string>(values: Record<T, string>) =>
  Object.fromEntries(Object.keys(values).map((value) => [value, value])) as { [K in T]: K };

const fieldKinds: Record<FieldType, string> = {
  text: 'Free text in any script.',
  nepaliText: 'Text typed in Devanagari (romanised input is transliterated by the client).',
  number: 'A number between min and max (whole when integer is true).',
  amount: 'Rupees; the document spells it out in words.',
  bsDate: 'A Bikram Sambat date, YYYY/MM/DD.',
  select: 'One of options.',
  table: 'Rows of columns, between minRows and maxRows.',
};
export const WorkFieldKind = enumOf(fieldKinds);
registerEnumType(WorkFieldKind, {
  name: 'WorkFieldKind',
  description: 'What a work field holds and how its value is checked.',
  valuesConfig: Object.fromEntries(Object.entries(fieldKinds).map(([k, d]) => [k, { description: d }])),
});

const dateRanges: Record<BsDateRange, string> = {
  birth:
    'A birth date: from 125 years back, never before the calendar’s first day (1970/01/01 BS), to today.',
  past: 'Up to today, never a projected year.',
  any: 'Any date the calendar covers.',
};
export const DateRange = enumOf(dateRanges);
registerEnumType(DateRange, {
  name: 'DateRange',
  description: 'Which Bikram Sambat dates a bsDate field accepts.',
  valuesConfig: Object.fromEntries(Object.entries(dateRanges).map(([k, d]) => [k, { description: d }])),
});

const categories: Record<WorkCategory, string> = {
  ward: 'Papers a ward office issues or receives.',
  municipality: 'Papers for the municipality or rural municipality.',
  deed: 'Deeds and agreements between people.',
  police: 'Applications to the police.',
};
export const WorkCategoryEnum = enumOf(categories);
registerEnumType(WorkCategoryEnum, {
  name: 'WorkCategory',
  description: 'Which office or kind of paper a work belongs to.',
  valuesConfig: Object.fromEntries(Object.entries(categories).map(([k, d]) => [k, { description: d }])),
});
