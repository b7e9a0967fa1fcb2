import { officeClientProblems } from '../../shared/office-client-rules.js';
import { applicantFields } from '../works/fields.js';

test('a client needs what every work form needs of its applicant, no more and no less', () => {
  const required = applicantFields()
    .filter((f) => f.required)
    .map((f) => f.key);
  expect(officeClientProblems({}).map((p) => p.field)).toEqual(required);
});

test('the client rules label each field as the work forms do in Nepali', () => {
  const fields = applicantFields({ include: ['motherName'] });
  const latin = {
    fullName: 'x',
    fatherName: 'x',
    motherName: 'x',
    grandfatherName: 'x',
    spouseName: 'x',
    tole: 'x',
  };
  const problems = [...officeClientProblems({}), ...officeClientProblems(latin)];
  expect(new Set(problems.map((p) => p.field)).size).toBe(7);
  for (const p of problems) {
    expect(p.said.params?.labelNe).toBe(fields.find((f) => f.key === p.field)?.labelNe);
  }
});
