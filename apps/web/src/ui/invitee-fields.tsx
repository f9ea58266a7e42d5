import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';

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
