import { Stack } from '@mantine/core';
import { useSession } from '../../../lib/session/use-session';
import { PersonalMfaCard } from '../../users';
import classes from './account-settings.module.css';
import { DeletionSection } from './deletion-section';
import { EmailSection } from './email-section';
import { NamesSection } from './names-section';
import { PasswordSection } from './password-section';

/** The profile's account settings, the same on the portal and in the back office. */
export function AccountSettings() {
  const { user } = useSession();
  // Remounted for another user so no field keeps the previous person's values.
  return (
    <Stack gap="lg" maw="50rem" key={user?.id} className={classes.settings} data-testid="account-settings">
      <NamesSection />
      <EmailSection />
      <PasswordSection />
      <PersonalMfaCard />
      <DeletionSection />
    </Stack>
  );
}
