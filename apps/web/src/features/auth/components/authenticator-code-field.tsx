import { TextInput, type TextInputProps } from '@mantine/core';

/** The code an authenticator app shows: digits the phone's keyboard and password managers offer to fill. */
export function AuthenticatorCodeField(props: TextInputProps & { label: string }) {
  return <TextInput autoComplete="one-time-code" inputMode="numeric" maxLength={8} required {...props} />;
}
