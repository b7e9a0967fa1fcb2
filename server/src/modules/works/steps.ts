// A work's guided form: its fields asked in named steps, one step a page, then the check page.
import type { WorkField, WorkSpec, WorkStep } from './work.types.js';

/** The one step of a work that names none: short works are asked on one page. */
export const ONE_PAGE: WorkStep = Object.freeze({ key: 'details', labelNe: 'विवरण', labelEn: 'Details' });

export const step = (key: string, labelNe: string, labelEn: string): WorkStep =>
  Object.freeze({ key, labelNe, labelEn });

/**
 * A definition's `steps` and `fields` written together: each group's fields carry its step's key,
 * in the order given. Spread it into a WorkSpec: `...inSteps([step(...), [fields]], ...)`.
 */
export function inSteps(
  ...groups: readonly (readonly [WorkStep, readonly WorkField[]])[]
): Pick<WorkSpec, 'steps' | 'fields'> {
  return {
    steps: groups.map(([s]) => s),
    fields: groups.flatMap(([s, fields]) => fields.map((f) => Object.freeze({ ...f, step: s.key }))),
  };
}

/**
 * Every field with a step of the work: a work without steps gets ONE_PAGE, and a field a place
 * variant added without one joins the step of the field before it (the first step at the top).
 */
export function withSteps(steps: readonly WorkStep[], fields: readonly WorkField[]): readonly WorkField[] {
  const keys = new Set(steps.map((s) => s.key));
  let current = steps[0]?.key ?? ONE_PAGE.key;
  return fields.map((f) => {
    if (f.step && keys.has(f.step)) {
      current = f.step;
      return f;
    }
    return Object.freeze({ ...f, step: current });
  });
}

/** The definition's steps, checked: unique keys, each asking at least one field. */
export function stepsOf(spec: WorkSpec): readonly WorkStep[] {
  const steps = spec.steps?.length ? spec.steps : [ONE_PAGE];
  const keys = new Set(steps.map((s) => s.key));
  if (keys.size !== steps.length) throw new Error(`The work ${spec.key} names a step twice`);
  const asked = new Set(withSteps(steps, spec.fields).map((f) => f.step));
  for (const s of steps) {
    if (!asked.has(s.key)) throw new Error(`The step ${s.key} of the work ${spec.key} asks nothing`);
  }
  return steps;
}
