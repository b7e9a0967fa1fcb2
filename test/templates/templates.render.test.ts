// Every work rendered for real, with only its required fields and with all of them: the PDF is
// made with the project's fonts, and an application fits on the one sheet an office expects.
import { fieldsFor, listWorks } from '../../server/src/modules/works/catalog.js';
import { validateWorkValues } from '../../server/src/modules/works/values.js';
import { renderPdf } from '../../server/src/pdf/render.js';
import { longestValues, SAMPLE_CASES, sampleInput } from '../support/work-samples.js';

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

const CASES = listWorks().flatMap((work) => SAMPLE_CASES.map((c) => [work.key, c.name, work, c] as const));

describe('rendering every work to PDF', () => {
  test.each(CASES)('%s, %s', async (_key, _case, work, c) => {
    const pdf = await renderPdf(work.template(sampleInput(work, c)));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSerifDevanagari-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSerifDevanagari-Bold/);
    const pages = pageCount(pdf);
    // Applications to a ward or municipality fit on one page; a deed or a long complaint may take two.
    if (work.category === 'ward' || work.category === 'municipality') expect(pages).toBe(1);
    else expect([1, 2]).toContain(pages);
  });

  test.each(listWorks().map((w) => [w.key, w]))(
    '%s with the longest values the form accepts',
    async (_key, work) => {
      const base = sampleInput(work, SAMPLE_CASES[1]!);
      const place = { provinceSlug: base.location.province.slug, districtSlug: base.location.district.slug };
      const fields = fieldsFor(work, place);
      const checked = validateWorkValues(work, fields, longestValues(fields));
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      const pdf = await renderPdf(work.template({ ...base, values: checked.values }));
      expect(pageCount(pdf)).toBeLessThanOrEqual(5);
    },
  );
});
