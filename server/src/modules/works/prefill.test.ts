import { findWork } from './catalog.js';
import { prefillFromProfile, profileUpdatesFrom } from './prefill.js';

const work = findWork('citizenship-recommendation')!;

describe('prefillFromProfile', () => {
  test('fills the fields that have a profile detail, and only those', () => {
    const values = prefillFromProfile(work.fields, {
      details: {
        fullNameNe: 'सीता थापा',
        fullNameEn: 'Sita Thapa',
        gender: 'female',
        fatherName: 'हरि थापा',
        dateOfBirthBs: '2055/10/01',
        citizenshipIssueDistrict: 'kathmandu',
        tole: '  ',
      },
      mobile: '9841234567',
      email: 'sita@example.com',
    });
    expect(values).toEqual({
      fullName: 'सीता थापा',
      gender: 'female',
      fatherName: 'हरि थापा',
      dateOfBirthBs: '2055/10/01',
      citizenshipIssueDistrict: 'kathmandu',
      mobile: '9841234567',
    });
  });

  test("the profile's own mobile wins over the account's", () => {
    expect(
      prefillFromProfile(work.fields, { details: { mobile: '9800000001' }, mobile: '9841234567' }),
    ).toEqual({
      mobile: '9800000001',
    });
  });

  test('an e-mail field takes the account e-mail', () => {
    const business = findWork('business-registration')!;
    expect(prefillFromProfile(business.fields, { details: {}, email: 'a@example.com' })).toEqual({
      email: 'a@example.com',
    });
  });
});

describe('profileUpdatesFrom', () => {
  test('returns the profile details typed into the form, as strings', () => {
    expect(
      profileUpdatesFrom(work.fields, {
        fullName: 'सीता थापा',
        gender: 'female',
        grandfatherName: 'राम थापा',
        birthPlace: 'काठमाडौं',
        citizenshipKind: 'descent',
        mobile: '9841234567',
      }),
    ).toEqual({
      fullNameNe: 'सीता थापा',
      gender: 'female',
      grandfatherName: 'राम थापा',
      mobile: '9841234567',
    });
  });

  test('table values and fields without a profile detail are left out', () => {
    const relation = findWork('relationship-verification')!;
    expect(profileUpdatesFrom(relation.fields, { members: [{ name: 'हरि' }], purpose: 'बैंक' })).toEqual({});
  });
});
