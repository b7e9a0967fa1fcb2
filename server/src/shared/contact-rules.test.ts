import { englishText } from './messages.js';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, contactRules, firstContactProblem } from './contact-rules.js';

const valid = {
  firstName: 'Sita',
  lastName: 'Sharma',
  email: 'sita@example.com',
  mobile: '9812345678',
  message: 'How do I print a tenancy agreement?',
};

test('a filled form passes', () => {
  expect(firstContactProblem(valid)).toBeNull();
  expect(firstContactProblem({ ...valid, firstName: 'सीता', lastName: 'शर्मा' })).toBeNull();
});

test.each([
  ['firstName', '', 'firstName is required'],
  ['lastName', '   ', 'lastName is required'],
  ['email', '', 'email is required'],
  ['mobile', '', 'mobile is required'],
  ['message', ' \n ', 'message is required'],
  ['email', 'sita.example.com', 'Enter a valid email'],
  ['mobile', '98123', 'Mobile should contain 10 digits'],
  ['firstName', 'Sita2', "First name shouldn't contain numbers"],
  ['firstName', 'a'.repeat(CONTACT_NAME_MAX + 1), 'First name must be at most 60 characters long'],
  ['lastName', 'a'.repeat(CONTACT_NAME_MAX + 1), 'Last name must be at most 60 characters long'],
  ['email', `${'a'.repeat(250)}@example.com`, 'Email must be at most 254 characters long'],
  ['message', 'a'.repeat(CONTACT_MESSAGE_MAX + 1), 'Message must be at most 2000 characters long'],
] as const)('%s %j is refused with its message', (field, value, message) => {
  const said = contactRules[field](value);
  expect(said && englishText(said)).toBe(message);
  const problem = firstContactProblem({ ...valid, [field]: value });
  expect(problem?.field).toBe(field);
  expect(problem && englishText(problem.message)).toBe(message);
});

test('the limits are inclusive and ignore surrounding spaces', () => {
  expect(contactRules.firstName(` ${'a'.repeat(CONTACT_NAME_MAX)} `)).toBeNull();
  expect(contactRules.message(`${'a'.repeat(CONTACT_MESSAGE_MAX)}\n`)).toBeNull();
});

test('problems are reported in form order, missing values as required', () => {
  expect(firstContactProblem({})).toEqual({
    field: 'firstName',
    message: { code: 'register.firstNameRequired' },
  });
  expect(firstContactProblem({ ...valid, email: 'x', mobile: '1' })?.field).toBe('email');
  expect(firstContactProblem({ ...valid, message: null })?.field).toBe('message');
});
