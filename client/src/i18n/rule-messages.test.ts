import { loginMessages, passwordResetMessages, registerMessages } from '@shared/account-rules';
import { contactMessages } from '@shared/contact-rules';
import { limitMessages } from '@shared/input-limits';
import { ruleMessage } from './rule-messages';

const sharedMessages = [
  registerMessages,
  loginMessages,
  passwordResetMessages,
  limitMessages,
  contactMessages,
]
  .flatMap((messages) => Object.values(messages))
  .filter((message, index, all) => all.indexOf(message) === index);

describe('rule messages', () => {
  it.each(sharedMessages)('has Nepali for "%s"', (message) => {
    expect(ruleMessage(message, 'ne')).not.toBe(message);
    expect(ruleMessage(message, 'ne')).toMatch(/[\u0900-\u097F]/);
  });

  it('keeps the English message in English and an unknown message as it came', () => {
    expect(ruleMessage(registerMessages.passwordsDiffer, 'en')).toBe('Passwords do not match');
    expect(ruleMessage('Invalid email or password.', 'ne')).toBe('Invalid email or password.');
  });
});
