import { englishMessages, type MessageCode } from '@shared/messages';
import { formError, messageKey, serverMessage } from './server-messages';
import { nepaliMessages } from './server-messages.ne';

const codes = Object.keys(englishMessages) as MessageCode[];

describe('server messages', () => {
  it.each(codes)('has Nepali for %s', (code) => {
    const nepali = nepaliMessages[code];
    expect(nepali).toMatch(/[\u0900-\u097F]/);
    expect(nepali).not.toBe(englishMessages[code]);
  });

  it('has no Nepali for a code the server does not send', () => {
    expect(Object.keys(nepaliMessages).sort()).toEqual([...codes].sort());
  });

  it('renders a code with its parameters in the reader’s language, numbers in its digits', () => {
    const failure = {
      message: 'Incorrect OTP. 4 attempts left.',
      messageCode: 'otp.incorrect',
      params: { left: 4 },
    };
    expect(serverMessage(failure, 'en')).toBe('Incorrect OTP. 4 attempts left.');
    expect(serverMessage(failure, 'ne')).toBe('OTP मिलेन। अझै ४ पटक प्रयास गर्न सकिन्छ।');
    expect(serverMessage({ messageCode: 'login.invalidEmail' }, 'ne')).toBe(
      'इमेल वा पासवर्ड मिलेन। यो इमेलले दर्ता गर्नुभएको हो भने मोबाइल नम्बरबाट लगइन गरी इमेल पुष्टि गर्नुहोस्।',
    );
    expect(serverMessage({ messageCode: 'logout.done' }, 'ne')).toBe('सफलतापूर्वक लगआउट भयो');
  });

  it('says a table cell’s problem in Nepali inside its row’s message', () => {
    const said = {
      messageCode: 'field.cell',
      params: {
        label: 'Members',
        labelNe: 'सदस्य',
        row: 2,
        cellCode: 'field.required',
        'cell.labelNe': 'नाम',
      },
    };
    expect(serverMessage(said, 'ne')).toBe('सदस्य, पङ्क्ति २: नाम आवश्यक छ');
  });

  it('shows a message without a known code as it came, or the fallback', () => {
    expect(serverMessage({ message: 'Account locked.', messageCode: 'test.unknown' }, 'ne')).toBe(
      'Account locked.',
    );
    expect(serverMessage(null, 'ne', 'त्रुटि')).toBe('त्रुटि');
  });

  it('keeps a form’s message as a key that follows a switch of language', () => {
    const key = messageKey({ code: 'limit.nameTooLong', params: { max: 200 } });
    expect(formError(key, 'en')).toBe('Name must be at most 200 characters long');
    expect(formError(key, 'ne')).toBe('नाम बढीमा २०० अक्षरको हुनुपर्छ');
    expect(formError('plain words', 'ne')).toBe('plain words');
  });
});

describe('a language’s catalogue, fetched on demand', () => {
  it('says a message as the server sent it until the catalogue is here, then in Nepali', async () => {
    let fresh!: typeof import('./server-messages');
    jest.isolateModules(() => {
      fresh = require('./server-messages');
    });
    const said = { messageCode: 'login.invalidEmail', message: 'Invalid email or password.' };
    expect(fresh.messagesLoaded('ne')).toBe(false);
    expect(fresh.serverMessage(said, 'ne')).toBe('Invalid email or password.');
    await fresh.loadMessages('ne');
    expect(fresh.messagesLoaded('ne')).toBe(true);
    expect(fresh.messagesLoaded('en')).toBe(false);
    expect(fresh.serverMessage(said, 'ne')).toBe(
      'इमेल वा पासवर्ड मिलेन। यो इमेलले दर्ता गर्नुभएको हो भने मोबाइल नम्बरबाट लगइन गरी इमेल पुष्टि गर्नुहोस्।',
    );
    // A shared rule's message (a code, no English text) in English once that catalogue is here.
    const rule = fresh.messageKey({ code: 'register.emailRequired' });
    await fresh.loadMessages('en');
    expect(fresh.formError(rule, 'en')).toBe('email is required');
  });
});
