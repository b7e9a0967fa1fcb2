import type { WorkField } from '../../../components/WorkForm/types';

/** A step as the server names it (Work.steps). */
export interface StepName {
  key: string;
  labelNe: string;
  labelEn: string;
}

/** One page of the guided form: a named step and the fields it asks, in the work's order. */
export interface FormStep extends StepName {
  fields: WorkField[];
}

/** The page after the last step: every answer, a change link to each, then Generate. */
export const CHECK_PAGE = 'check';
export type FormPage = number | typeof CHECK_PAGE;

const ONE_PAGE: StepName = { key: 'details', labelNe: 'विवरण', labelEn: 'Details' };

/**
 * The work's fields grouped by the steps its definition names. A field naming no known step joins
 * the step before it; a work that names none (or a server that does not say) is one page.
 */
export function formStepsOf(fields: WorkField[], steps: readonly StepName[] | null | undefined): FormStep[] {
  const named = steps?.length ? steps : [ONE_PAGE];
  const pages: FormStep[] = named.map((s) => ({
    key: s.key,
    labelNe: s.labelNe,
    labelEn: s.labelEn,
    fields: [],
  }));
  let current = 0;
  for (const field of fields) {
    const at = pages.findIndex((p) => p.key === field.step);
    if (at >= 0) current = at;
    pages[current]!.fields.push(field);
  }
  return pages.filter((p) => p.fields.length > 0);
}

/** The field an error names: `witnesses[1].name` is the witnesses table's. */
const fieldKeyOf = (errorKey: string) => errorKey.split(/[[.]/)[0] ?? errorKey;

/** The index of the first step with one of the errors, or -1. */
export function firstStepWith(steps: FormStep[], errorKeys: readonly string[]): number {
  const keys = new Set(errorKeys.map(fieldKeyOf));
  return steps.findIndex((s) => s.fields.some((f) => keys.has(f.key)));
}

/** The page a URL's `step` names (1-based, or 'check'); the first step otherwise. */
export function readPage(param: string | null, stepCount: number): FormPage {
  if (param === CHECK_PAGE) return CHECK_PAGE;
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 && n <= stepCount ? n - 1 : 0;
}

export const pageParam = (page: FormPage) => (page === CHECK_PAGE ? CHECK_PAGE : String(page + 1));
