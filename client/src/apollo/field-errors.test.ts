import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loadMessages } from '../i18n/server-messages';
import { formError } from '../i18n/server-messages';
import { readServerFieldErrors, splitServerFieldErrors } from './field-errors';

const refusal = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

beforeAll(() => Promise.all([loadMessages('en'), loadMessages('ne')]));

const required = (label: string, labelNe: string) => ({
  message: `${label} is required`,
  messageCode: 'field.required',
  params: { label, labelNe },
});

describe('a refusal read field by field', () => {
  it('takes the listed problems (offices and profile: `problems`, works: `errors`) and the error’s own field', () => {
    const fields = readServerFieldErrors(
      refusal('Full name in Nepali is required', {
        code: 'BAD_USER_INPUT',
        field: 'fullName',
        ...required('Full name in Nepali', 'पूरा नाम थर'),
        problems: [
          { field: 'fullName', ...required('Full name in Nepali', 'पूरा नाम थर') },
          { field: 'fatherName', ...required("Father's name", 'बाबुको नाम थर') },
          // A second problem of the same field: the first is said.
          { field: 'fatherName', message: 'later', messageCode: 'field.nepali', params: {} },
        ],
      }),
    );
    expect(Object.keys(fields)).toEqual(['fullName', 'fatherName']);
    expect(formError(fields.fatherName as string, 'ne')).toBe('बाबुको नाम थर आवश्यक छ');
    expect(formError(fields.fullName as string, 'en')).toBe('Full name in Nepali is required');

    const work = readServerFieldErrors(
      refusal('x', {
        code: 'BAD_USER_INPUT',
        errors: [{ field: 'members[2].name', message: 'Not known here' }],
      }),
    );
    expect(work).toEqual({ 'members[2].name': 'Not known here' });
  });

  it('has nothing to say at a field for a network failure, a refusal without fields, or junk lists', () => {
    expect(readServerFieldErrors(new Error('offline'))).toEqual({});
    expect(readServerFieldErrors(refusal('Too many attempts', { code: 'RATE_LIMITED' }))).toEqual({});
    expect(
      readServerFieldErrors(
        refusal('x', {
          code: 'BAD_USER_INPUT',
          problems: 'nope',
          errors: [null, 7, { field: 3, message: 'm' }],
        }),
      ),
    ).toEqual({});
  });

  it('splits the fields a form shows from the first it does not', () => {
    const error = refusal('Ward 40 does not exist', {
      code: 'BAD_USER_INPUT',
      field: 'mobile',
      message: 'Mobile should contain 10 digits',
      messageCode: 'register.mobileDigits',
      problems: [
        { field: 'mobile', message: 'Mobile should contain 10 digits', messageCode: 'register.mobileDigits' },
        { field: 'ward', message: 'Ward 40 does not exist', messageCode: 'test.unknown' },
      ],
    });
    const { atFields, elsewhere } = splitServerFieldErrors(error, ['mobile', 'fullName']);
    expect(Object.keys(atFields)).toEqual(['mobile']);
    expect(elsewhere).toBe('Ward 40 does not exist');
    expect(splitServerFieldErrors(error, ['mobile', 'ward']).elsewhere).toBeNull();
  });
});
