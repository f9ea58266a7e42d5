import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PERMISSIONS } from '@opencall/shared/auth';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useSubscription, useSubscriptionLanding } from '../../../lib/billing/use-subscription';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useHasPermission } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoader } from '../../../ui/page-loader';
import { PageSection } from '../../../ui/page-section';

type Landing = 'standby' | 'suspended';

/**
 * Reads the subscription again when the page opens: an API answer (403 platform_suspended) may send
 * here before the cached subscription knows, and a stale "all is well" would send straight back.
 */
function useFreshLanding(): { landing: Landing | null; isChecked: boolean } {
  const { refetch } = useSubscription();
  const landing = useSubscriptionLanding();
  const [isChecked, setIsChecked] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void refetch().finally(() => isCurrent && setIsChecked(true));
    return () => {
      isCurrent = false;
    };
  }, [refetch]);
  return { landing, isChecked };
}

/** What happened to the platform and what its users can do about it; elsewhere when it no longer holds. */
export function SubscriptionLandingPage({ kind }: { kind: Landing }) {
  const { t } = useTranslation('subscriptionStatus');
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  const { data: subscription } = useSubscription();
  const { landing, isChecked } = useFreshLanding();
  const isAdmin = useHasPermission(PERMISSIONS.platformAdministration);
  useDocumentTitle(t(`${kind}.title`));

  if (!isChecked) return <PageLoader />;
  // SPEC: a platform that is fine (or in the other state) has nothing to do here.
  if (landing !== kind) {
    return <Navigate replace to={`/${locale}/admin/${landing ? `${landing}-landing-page` : 'home/dashboard'}`} />;
  }
  const admin = (path: string) => `/${locale}/admin/${path}`;
  const isExpired = subscription?.status === 'suspension_expired';
  return (
    <PageSection title={t(`${kind}.title`)} maw="48rem" testId={`${kind}-landing-page`}>
      <Alert color={kind === 'suspended' ? 'red' : 'orange'} title={t('whatHappened')}>
        <Stack gap="xs">
          <Text size="sm">{t(`${kind}.what`, { platform: platform.name })}</Text>
          {kind === 'suspended' && isExpired && <Text size="sm">{t('suspended.expired')}</Text>}
          {kind === 'standby' && <Text size="sm">{t('standby.deletion')}</Text>}
        </Stack>
      </Alert>
      <Card withBorder padding="lg" component="section" aria-labelledby={`${kind}-todo`}>
        <Stack gap="sm">
          <Title order={2} fz="h4" id={`${kind}-todo`}>
            {t('whatToDo')}
          </Title>
          <Text size="sm">{t(isAdmin ? `${kind}.todoAdmin` : `${kind}.todoOther`)}</Text>
          {kind === 'standby' && <Text size="sm">{t('standby.contact')}</Text>}
          {isAdmin && (
            <Group gap="sm">
              {kind === 'suspended' ? (
                <>
                  <Button component={Link} to={admin('home/settings/invoices')} data-testid="landing-invoices">
                    {t('suspended.invoices')}
                  </Button>
                  <Button component={Link} to={admin('home/billing/info')} variant="default">
                    {t('suspended.billingInfo')}
                  </Button>
                </>
              ) : (
                <Button component={Link} to={admin('home/subscription-change-plan')} data-testid="landing-change-plan">
                  {t('standby.choosePlan')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Card>
    </PageSection>
  );
}
