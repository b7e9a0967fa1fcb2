// Every value a work's form asks for is printed on its paper: change one field and the document's
// text changes. A field no template reads would be asked of the user for nothing.
import { documentText } from '../../server/src/pdf/templates/flatten.js';
import { SAMPLE_CASES, type SampleCase, sampleInput, sampleValues } from '../support/work-samples.js';
import { fieldsFor, listWorks } from '../../server/src/modules/works/catalog.js';
import { validateWorkValues } from '../../server/src/modules/works/values.js';
import type { WorkDefinition, WorkField } from '../../server/src/modules/works/work.types.js';

const ALTERNATIVES: Record<string, readonly unknown[]> = {
  text: ['ZX-98765', '55-66-77-88888'],
  nepaliText: ['भिन्नै विवरण'],
  number: [7, 3],
  amount: [7777, 3333],
  bsDate: ['2081/03/03', '2079/02/02'],
};

function alternativesOf(f: WorkField): unknown[] {
  if (f.type === 'select') return (f.options ?? []).map((o) => o.value);
  const extra = ALTERNATIVES[f.type] ?? [];
  return [...extra, ...(f.min !== undefined ? [f.min, f.min + 1] : [])];
}

function render(work: WorkDefinition, c: SampleCase, values: Record<string, unknown>): string | undefined {
  const base = sampleInput(work, c);
  const place = { provinceSlug: base.location.province.slug, districtSlug: base.location.district.slug };
  const checked = validateWorkValues(work, fieldsFor(work, place), values);
  if (!checked.ok) return undefined;
  return documentText(work.template({ ...base, values: checked.values }));
}

/** The field keys (table columns as table.column) whose value never changes the case's document. */
function unprinted(work: WorkDefinition, c: SampleCase): string[] {
  const base = sampleInput(work, c);
  const place = { provinceSlug: base.location.province.slug, districtSlug: base.location.district.slug };
  const fields = fieldsFor(work, place);
  const values = sampleValues(fields, c, work.key);
  const original = render(work, c, values);
  const silent: string[] = [];
  for (const f of fields) {
    if (f.type === 'table') {
      const rows = (values[f.key] as Record<string, unknown>[] | undefined) ?? [];
      for (const col of f.columns ?? []) {
        const changes = alternativesOf(col).some((alt) => {
          const changed = rows.map((row, i) => (i === 0 ? { ...row, [col.key]: alt } : row));
          const text = render(work, c, { ...values, [f.key]: changed });
          return text !== undefined && text !== original;
        });
        if (!changes) silent.push(`${f.key}.${col.key}`);
      }
      continue;
    }
    const changes = [...alternativesOf(f), undefined].some((alt) => {
      const next = { ...values };
      if (alt === undefined) delete next[f.key];
      else next[f.key] = alt;
      const text = render(work, c, next);
      return text !== undefined && text !== original;
    });
    if (!changes) silent.push(f.key);
  }
  return silent;
}

// The two applicants who fill every field; a value one of them prints only in some cases (a
// student's name when the student is not the applicant) counts as printed.
const FULL = SAMPLE_CASES.filter((c) => c.filled === 'all');

test.each(listWorks().map((w) => [w.key, w] as const))(
  '%s prints every value its form asks for',
  (_key, work) => {
    const silentInEvery = FULL.map((c) => unprinted(work, c)).reduce((a, b) =>
      a.filter((key) => b.includes(key)),
    );
    expect(silentInEvery).toEqual([]);
  },
);
