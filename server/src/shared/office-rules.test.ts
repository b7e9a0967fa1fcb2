import { normaliseMobile, validateRegisterMobile, validateResetRequestMobile } from './account-rules.js';
import { englishText } from './messages.js';
import { isNepaliText } from './nepali/text.js';
import {
  normaliseContactNumber,
  validateOfficeContact,
  validateOfficeNameEn,
  validateOfficeNameNe,
} from './office-rules.js';

test.each(['9841000000', '९८४१२३४५६७', '015550101', '01-5550101', '01 5550101', '061-520000', '०६१-५२००००'])(
  'the contact number %j is taken',
  (value) => expect(validateOfficeContact(value)).toBeNull(),
);

test.each([
  '98410',
  '1841000000',
  '01555010',
  '0155501011',
  '01--5550101',
  '-015550101',
  '9841-000000',
  'abc',
  '',
])('the contact number %j is refused, said as landline or mobile', (value) => {
  const said = validateOfficeContact(value);
  expect(said && englishText(said)).toBe(
    'Contact number must be a landline with its area code (9 digits starting with 0, such as 01-5550101) or a mobile number (10 digits starting with 9).',
  );
});

test('a contact number is kept in ASCII digits, a space after the area code made the dash', () => {
  expect(normaliseContactNumber(' ०१-५५५०१०१ ')).toBe('01-5550101');
  expect(normaliseContactNumber('01 5550101')).toBe('01-5550101');
  expect(normaliseContactNumber('९८४१२३४५६७')).toBe('9841234567');
});

test("the office's Nepali name must be Nepali; digits and punctuation are allowed", () => {
  expect(validateOfficeNameNe('शर्मा लेखापढी सेवा')).toBeNull();
  expect(validateOfficeNameNe('श्री ५ सेवा केन्द्र, प्रा. लि. (२०८२)')).toBeNull();
  const said = validateOfficeNameNe('Sharma Sewa');
  expect(said && englishText(said)).toBe(
    "The office's name in Nepali must be written in Nepali (Devanagari)",
  );
  expect(validateOfficeNameNe('शर्मा Sewa')).toEqual(said);
  expect(validateOfficeNameNe('१२३ -')).toEqual(said);
  expect(validateOfficeNameNe('  ')).toEqual({ code: 'office.nameNeRequired' });
  expect(validateOfficeNameEn('Sharma Sewa')).toBeNull();
  expect(validateOfficeNameEn('क'.repeat(151))).toEqual({ code: 'office.nameTooLong', params: { max: 150 } });
});

test('one rule for Nepali text: no Latin letter, at least one Devanagari letter', () => {
  expect(isNepaliText('राम')).toBe(true);
  expect(isNepaliText('राम ram')).toBe(false);
  expect(isNepaliText('२०८२')).toBe(false);
});

test('a mobile typed in Devanagari digits is the same mobile', () => {
  expect(validateRegisterMobile('९८४१२३४५६७')).toBeNull();
  expect(validateResetRequestMobile(' ९८४१२३४५६७ ')).toBeNull();
  expect(normaliseMobile(' ९८४१२३४५६७ ')).toBe('9841234567');
  expect(validateRegisterMobile('९८४१२')).toEqual({ code: 'register.mobileDigits' });
});
