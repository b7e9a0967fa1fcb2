import { englishText } from './messages.js';
import { officeClientProblems, validateClientMobile } from './office-client-rules.js';

const gopal = {
  fullName: 'गोपाल कार्की',
  gender: 'male',
  fatherName: 'हरि कार्की',
  grandfatherName: 'राम कार्की',
};
const said = (values: Parameters<typeof officeClientProblems>[0]) =>
  officeClientProblems(values).map((p) => [p.field, englishText(p.said)]);

test('a client with the three generations and a gender passes', () => {
  expect(officeClientProblems(gopal)).toEqual([]);
  expect(
    officeClientProblems({ ...gopal, motherName: 'सीता कार्की', tole: 'बानेश्वर-१०', spouseName: '' }),
  ).toEqual([]);
});

test('what is missing is said first, field by field, then what is not written in Nepali', () => {
  expect(
    said({ fullName: 'Sita Sharma', gender: 'female', fatherName: '  ', grandfatherName: null }),
  ).toEqual([
    ['fatherName', "Father's name is required"],
    ['grandfatherName', "Grandfather's name is required"],
    ['fullName', 'Full name in Nepali must be written in Nepali (Devanagari)'],
  ]);
  expect(said({})).toEqual([
    ['fullName', 'Full name in Nepali is required'],
    ['gender', 'Gender is required'],
    ['fatherName', "Father's name is required"],
    ['grandfatherName', "Grandfather's name is required"],
  ]);
});

test.each([
  'सीता Sharma',
  'Sita',
  'sita thapa',
  '१२३',
  '-',
  // Latin letters hidden among Devanagari, or only lookalike marks and joiners.
  'सीताa',
  '\u200dक\u200dA',
  '\u093e\u094d',
])('a Nepali name %j is refused at its field, each Nepali field alike', (name) => {
  for (const field of [
    'fullName',
    'fatherName',
    'grandfatherName',
    'motherName',
    'spouseName',
    'tole',
  ] as const) {
    const problems = officeClientProblems({ ...gopal, [field]: name });
    expect(problems).toEqual([{ field, said: expect.objectContaining({ code: 'field.nepali' }) }]);
  }
});

test('the labels travel for the Nepali screen too', () => {
  expect(officeClientProblems({ ...gopal, fatherName: 'Hari' })).toEqual([
    {
      field: 'fatherName',
      said: { code: 'field.nepali', params: { label: "Father's name", labelNe: 'बाबुको नाम थर' } },
    },
  ]);
});

test('a Nepali name typed in decomposed form (NFD) is still Nepali; a very long one is left to the length rule', () => {
  expect(officeClientProblems({ ...gopal, fullName: 'क़ादिर'.normalize('NFD') })).toEqual([]);
  expect(officeClientProblems({ ...gopal, fullName: 'क'.repeat(100_000) })).toEqual([]);
  expect(officeClientProblems({ ...gopal, fullName: `${'क'.repeat(100_000)}a` })).toHaveLength(1);
});

test.each(['९८४१२३४५६७', '9841234567', ' 98412३४५६७ ', '', null, undefined])(
  'the mobile %j is taken',
  (mobile) => expect(validateClientMobile(mobile)).toBeNull(),
);

test.each(['९८४१२', '98412345678', '98412-34567', 'abcdefghij', '९८४१२३४५६a'])(
  'the mobile %j is refused',
  (mobile) => {
    expect(validateClientMobile(mobile)).toEqual({ code: 'register.mobileDigits' });
    expect(said({ ...gopal, mobile })).toEqual([['mobile', 'Mobile should contain 10 digits']]);
  },
);
