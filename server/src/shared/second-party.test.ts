import { secondPartyKeys, secondPartyPrefix, secondPartyValues } from './second-party.js';

const today = { year: 2083, month: 8, day: 10 };
const bikram = {
  fullName: 'बिक्रम गुरुङ',
  gender: 'male',
  dateOfBirthBs: '2035/02/15',
  fatherName: 'धनबहादुर गुरुङ',
  grandfatherName: 'मानबहादुर गुरुङ',
  spouseName: null,
  citizenshipNumber: '४१-०२-६५-५४३२१',
  citizenshipIssueDistrict: 'kaski',
  addressNe: 'बगर, पोखरा महानगरपालिका-८, कास्की',
};

test('finds the second party by the deeds’ prefixes, and none in a one-party work', () => {
  expect(secondPartyPrefix(['fullName', 'otherPartyName', 'otherPartyAddress'])).toBe('otherParty');
  expect(secondPartyPrefix(['fullName', 'agentName', 'agentRelation'])).toBe('agent');
  expect(secondPartyPrefix(['fullName', 'granteeName'])).toBe('grantee');
  expect(secondPartyPrefix(['fullName', 'fatherName'])).toBeNull();
});

test('fills only the party fields the work has, with the age on the day and no empty details', () => {
  const land = [
    'otherPartyName',
    'otherPartyGender',
    'otherPartyFatherName',
    'otherPartyGrandfatherName',
    'otherPartySpouseName',
    'otherPartyAge',
    'otherPartyAddress',
    'otherPartyCitizenshipNumber',
    'otherPartyCitizenshipDistrict',
  ];
  expect(secondPartyValues('otherParty', land, bikram, today)).toEqual({
    otherPartyName: 'बिक्रम गुरुङ',
    otherPartyGender: 'male',
    otherPartyFatherName: 'धनबहादुर गुरुङ',
    otherPartyGrandfatherName: 'मानबहादुर गुरुङ',
    otherPartyAge: '48',
    otherPartyAddress: 'बगर, पोखरा महानगरपालिका-८, कास्की',
    otherPartyCitizenshipNumber: '४१-०२-६५-५४३२१',
    otherPartyCitizenshipDistrict: 'kaski',
  });
  // A power of attorney names its agent by name, address and citizenship only; its relation is typed.
  const attorney = ['agentName', 'agentAddress', 'agentCitizenshipNumber', 'agentRelation'];
  expect(secondPartyKeys('agent', attorney)).toEqual(['agentName', 'agentAddress', 'agentCitizenshipNumber']);
  expect(secondPartyValues('agent', attorney, bikram, today)).toEqual({
    agentName: 'बिक्रम गुरुङ',
    agentAddress: 'बगर, पोखरा महानगरपालिका-८, कास्की',
    agentCitizenshipNumber: '४१-०२-६५-५४३२१',
  });
});

test('an age the form would refuse (under 16) or an unreadable birth date is left out', () => {
  const keys = ['otherPartyName', 'otherPartyAge'];
  expect(secondPartyValues('otherParty', keys, { ...bikram, dateOfBirthBs: '2075/01/01' }, today)).toEqual({
    otherPartyName: 'बिक्रम गुरुङ',
  });
  expect(secondPartyValues('otherParty', keys, { ...bikram, dateOfBirthBs: 'soon' }, today)).toEqual({
    otherPartyName: 'बिक्रम गुरुङ',
  });
});
