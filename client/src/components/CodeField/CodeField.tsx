import { Input, PinInput } from '@mantine/core';

/** Every code the product sends (e-mail, SMS) has this many digits. */
export const OTP_LENGTH = 6;

/** A sent code's boxes under their label, with the message for a code that is not whole. */
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
        type="number"
        value={value}
        onChange={onChange}
        error={invalid}
        ariaLabel={label}
        mt={4}
        autoFocus={autoFocus}
      />
    </Input.Wrapper>
  );
}
