import { Input, type InputProps } from '@/components/ui/input';

export type OneTimeCodeInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (code: string) => void;
};

/**
 * The second factor's six digits, at sign-in and when it is turned on: the phone's number pad, the
 * system's code autofill, and only digits kept however the code was typed or pasted ("123 456").
 */
export function OneTimeCodeInput({ value, onValueChange, ...props }: OneTimeCodeInputProps) {
  return (
    <Input
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
