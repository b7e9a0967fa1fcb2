import { loginMessages, passwordResetMessages, registerMessages } from '@shared/account-rules';
import { contactMessages } from '@shared/contact-rules';
import { limitMessages } from '@shared/input-limits';
import type { Language } from './texts';

// The form rules and their English messages live once in server/src/shared (the server answers
// with the same words). Here is their Nepali, keyed by the English message, so a message from the
// browser's own check or from the server shows in the reader's language alike.
const nepali: Record<string, string> = {
  [registerMessages.firstNameRequired]: 'पहिलो नाम आवश्यक छ',
  [registerMessages.firstNameDigits]: 'पहिलो नाममा अंक हुनु हुँदैन',
  [registerMessages.lastNameRequired]: 'थर आवश्यक छ',
  [registerMessages.lastNameDigits]: 'थरमा अंक हुनु हुँदैन',
  [registerMessages.nameRequired]: 'नाम आवश्यक छ',
  [registerMessages.nameDigits]: 'नाममा अंक हुनु हुँदैन',
  [registerMessages.emailRequired]: 'इमेल आवश्यक छ',
  [registerMessages.emailInvalid]: 'मान्य इमेल लेख्नुहोस्',
  [registerMessages.mobileRequired]: 'मोबाइल नम्बर आवश्यक छ',
  [registerMessages.mobileDigits]: 'मोबाइल नम्बरमा १० अंक हुनुपर्छ',
  [registerMessages.passwordRequired]: 'पासवर्ड आवश्यक छ',
  [registerMessages.passwordTooShort]: 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ',
  [registerMessages.confirmPasswordRequired]: 'पासवर्ड फेरि लेख्नुहोस्',
  [registerMessages.passwordsDiffer]: 'पासवर्ड मिलेन',
  [loginMessages.emailRequired]: 'इमेल आवश्यक छ',
  [loginMessages.mobileRequired]: 'मोबाइल नम्बर आवश्यक छ',
  [loginMessages.emailNotVerified]: 'इमेल प्रमाणित भएको छैन। तपाईंको इमेलमा OTP पठाइयो',
  [loginMessages.mobileNotVerified]: 'मोबाइल प्रमाणित भएको छैन। तपाईंको मोबाइल नम्बरमा OTP पठाइयो।',
  [passwordResetMessages.emailInvalid]: 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्।',
  [passwordResetMessages.mobileInvalid]: 'कृपया १० अंकको मान्य मोबाइल नम्बर लेख्नुहोस्।',
  [passwordResetMessages.tokenRequired]: 'कृपया मान्य टोकन दिनुहोस्।',
  [passwordResetMessages.fieldsRequired]: 'कृपया सबै विवरण भर्नुहोस्।',
  [passwordResetMessages.passwordTooShort]: 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ।',
  [passwordResetMessages.passwordsDiffer]: 'पासवर्ड मिलेन।',
  [limitMessages.nameTooLong]: 'नाम धेरै लामो भयो',
  [limitMessages.nameCharacters]: 'नाममा अक्षर, खाली ठाउँ, थोप्लो, हाइफन र अपोस्ट्रोफी मात्र हुन सक्छ',
  [limitMessages.emailTooLong]: 'इमेल धेरै लामो भयो',
  [limitMessages.passwordTooLong]: 'पासवर्ड धेरै लामो भयो',
  [limitMessages.otpFormat]: '६ अंकको कोड लेख्नुहोस्',
  [contactMessages.firstNameTooLong]: 'पहिलो नाम धेरै लामो भयो',
  [contactMessages.lastNameTooLong]: 'थर धेरै लामो भयो',
  [contactMessages.messageRequired]: 'सन्देश आवश्यक छ',
  [contactMessages.messageTooLong]: 'सन्देश धेरै लामो भयो',
  [contactMessages.sent]: 'धन्यवाद! तपाईंको सन्देश पठाइयो। हामी छिट्टै सम्पर्क गर्नेछौं।',
};

/** A rule's or the server's message in the reader's language (unknown ones stay as they are). */
export function ruleMessage(message: string, language: Language): string {
  return language === 'ne' ? (nepali[message] ?? message) : message;
}

/** Every English message that has a Nepali counterpart (for tests). */
export const translatedMessages = (): string[] => Object.keys(nepali);
