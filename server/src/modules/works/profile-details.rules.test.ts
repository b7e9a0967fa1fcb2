import { mergeProfileDetails } from './profile-details.rules.js';

const today = { year: 2082, month: 8, day: 6 };

test('cleans what it keeps: spaces, Devanagari digits in dates, gender labels, district names', () => {
  const result = mergeProfileDetails(
    {},
    {
      fullNameNe: '  राम   बहादुर ',
      gender: 'पुरुष',
      dateOfBirthBs: '२०४५.२.३',
      citizenshipIssueDistrict: 'Kaski District',
      citizenshipIssueDateBs: '2063-12-30',
    },
    today,
  );
  expect(result).toMatchObject({
    ok: true,
    details: {
      fullNameNe: 'राम बहादुर',
      gender: 'male',
      dateOfBirthBs: '2045/02/03',
      citizenshipIssueDistrict: 'kaski',
      citizenshipIssueDateBs: '2063/12/30',
    },
  });
});

test('keeps what is left out, clears what is empty', () => {
  const result = mergeProfileDetails(
    { tole: 'बानेश्वर', fatherName: 'राम' },
    { tole: '', fatherName: null },
    today,
  );
  expect(result).toEqual({ ok: true, details: { fatherName: 'राम' } });
});

test('reports every problem, each naming its field', () => {
  const result = mergeProfileDetails(
    {},
    { fatherName: 'Ram', fullNameEn: 'राम', dateOfBirthBs: '2045/02/33', citizenshipNumber: 'x'.repeat(41) },
    today,
  );
  expect(result).toMatchObject({
    ok: false,
    problems: [
      { field: 'fullNameEn', message: 'Full name in English must be written in English letters' },
      {
        field: 'dateOfBirthBs',
        message: expect.stringMatching(/^Date of birth \(BS\): .*day 33 does not exist/),
      },
      { field: 'fatherName', message: "Father's name must be written in Nepali (Devanagari)" },
      {
        field: 'citizenshipNumber',
        message: 'Citizenship certificate number must be at most 40 characters long',
      },
    ],
  });
});

test('dates must be in order: not born in the future, not issued before birth', () => {
  expect(mergeProfileDetails({}, { dateOfBirthBs: '2082/08/07' }, today)).toMatchObject({
    ok: false,
    problems: [{ field: 'dateOfBirthBs', message: 'Date of birth cannot be in the future' }],
  });
  expect(
    mergeProfileDetails({ citizenshipIssueDateBs: '2060/01/01' }, { dateOfBirthBs: '2061/01/01' }, today),
  ).toMatchObject({ ok: false, problems: [{ field: 'citizenshipIssueDateBs' }] });
  expect(mergeProfileDetails({}, { dateOfBirthBs: '2082/08/06' }, today).ok).toBe(true);
});
