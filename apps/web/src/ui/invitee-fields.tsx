import { SimpleGrid, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from './form-error';

type InviteeField = 'email' | 'firstname' | 'lastname';

/** Who to invite: an email address and optional names (back-office administrators, program collaborators). */
export function InviteeFields({
  labels,
  inputProps,
}: {
  labels: Record<'email' | 'firstnameOptional' | 'lastnameOptional', string>;
  inputProps: (field: InviteeField) => Partial<TextInputProps>;
}) {
  return (
    <>
      <TextInput
        type="email"
        label={labels.email}
        autoComplete="off"
        required
        maxLength={254}
        data-autofocus
        {...inputProps('email')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={labels.firstnameOptional} maxLength={100} {...inputProps('firstname')} />
        <TextInput label={labels.lastnameOptional} maxLength={100} {...inputProps('lastname')} />
      </SimpleGrid>
    </>
  );
}

/** The invitation a form's values make: the address and roles, the names only when typed. */
export function invitationOf<R>(values: { email: string; firstname: string; lastname: string; roles: R[] }) {
  return {
    email: values.email.trim(),
    roleKeys: values.roles,
    ...(values.firstname.trim() && { firstname: values.firstname.trim() }),
    ...(values.lastname.trim() && { lastname: values.lastname.trim() }),
  };
}

/** An invitation form: its error, who to invite, then the roles and the footer it is given. */
export function InviteForm({
  onSubmit,
  formError,
  labels,
  inputProps,
  testId,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  formError: string | null;
  labels: Record<'email' | 'firstnameOptional' | 'lastnameOptional', string>;
  inputProps: (field: InviteeField) => Partial<TextInputProps>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap="md">
        <FormError>{formError}</FormError>
        <InviteeFields labels={labels} inputProps={inputProps} />
        {children}
      </Stack>
    </form>
  );
}
