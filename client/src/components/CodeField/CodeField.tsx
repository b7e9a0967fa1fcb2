import { Input, PinInput } from '@mantine/core';
import { toLatinDigits } from '@nepali/digits';

/** Every code the product sends (e-mail, SMS) has this many digits. */
export const OTP_LENGTH = 6;

/**
 * What a box takes, typed or pasted: ASCII digits and the Devanagari digits a Nepali keyboard types
 * (०-९), nothing else. PinInput tests each character and each paste against it.
 */
const CODE_DIGITS = /^[0-9०-९]+$/;

/**
 * The boxes' own props: a phone still opens its number pad. Given per box and not as PinInput's
 * inputMode, which would make it drop every key that is not an ASCII digit (Number('१') is NaN)
 * before the box sees it.
 */
const numberPad = () => ({ inputMode: 'numeric' as const });

/**
 * A sent code's boxes under their label, with the message for a code that is not whole. */
export function CodeField({
  label,
  invalidMessage,
  value,
  onChange,
  invalid,
  autoFocus,
  withAsterisk,
}: {
  label: string;
  /** Shown while `invalid`. */
  invalidMessage: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  autoFocus?: boolean;
  withAsterisk?: boolean;
}) {
  return (
    <Input.Wrapper label={label} error={invalid ? invalidMessage : null} withAsterisk={withAsterisk}>
      <PinInput
        length={OTP_LENGTH}
        type={CODE_DIGITS}
        inputType="tel"
        getInputProps={numberPad}
        value={value}
        // The code as the server checks it: ९ typed is 9 kept, in the box and in the form.
        onChange={(typed) => onChange(toLatinDigits(typed))}
        error={invalid}
        ariaLabel={label}
        mt={4}
        autoFocus={autoFocus}
      />
    </Input.Wrapper>
  );
}
