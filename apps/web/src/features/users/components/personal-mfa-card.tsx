import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { BACK_TO_PARAM } from '../../../lib/session/session-paths';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { DisableMfaModal } from './disable-mfa-modal';

/** The signed-in user's own two-step verification: its state, and the way to turn it on or off. */
export function PersonalMfaCard() {
  const { t } = useTranslation('users');
  const locale = useCurrentLocale();
  const { pathname } = useLocation();
  const { user } = useSession();
  const [isDisableOpen, disable] = useDisclosure(false);
  if (!user) return null;
  const enableLink = `/${locale}/admin/enable-mfa?${new URLSearchParams({ [BACK_TO_PARAM]: pathname })}`;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="personal-mfa-title">
      <Stack gap="sm" align="flex-start">
        <Group gap="sm">
          <Title order={2} fz="h4" id="personal-mfa-title">
            {t('security.personalTitle')}
          </Title>
          <Badge color={user.mfaEnabled ? 'teal' : 'gray'} variant="light" data-testid="personal-mfa-status">
            {user.mfaEnabled ? t('security.enabled') : t('security.notEnabled')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {user.mfaEnabled ? t('security.personalEnabled') : t('security.personalDisabled')}
        </Text>
        {user.mfaEnabled ? (
          <Button color="red" variant="light" onClick={disable.open} data-testid="disable-mfa">
            {t('security.disable')}
          </Button>
        ) : (
          <Button component={Link} to={enableLink} data-testid="enable-mfa">
            {t('security.enable')}
          </Button>
        )}
      </Stack>
      <DisableMfaModal opened={isDisableOpen} onClose={disable.close} />
    </Card>
  );
}
