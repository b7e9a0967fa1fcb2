import { startTransition, useEffect, useState } from 'react';

/**
 * What a phone shows of the form at once: at 360 × 740 the screen's heading, the work and five
 * fields, so the fields that follow arrive below the fold, not under the reader's eyes.
 */
export const FIRST_FIELDS = 5;

/**
 * How many of the form's fields to draw. The first screenful comes in the render that opens the
 * form; the rest follow at once in a transition, which yields to the reader's taps and typing.
 * On a cheap phone (CPU ×4) drawing every field of a long form, each several Mantine components,
 * kept the first field from being usable for about 0.3 s more (test/perf/cheap-phone.ts).
 */
export function useFieldsDrawn(total: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? total : Math.min(total, FIRST_FIELDS);
}
