import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@opencall/shared/i18n';
import { Link } from 'react-router';
import { useSubscription } from '../../../lib/billing/use-subscription';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ListStates } from '../../../ui/list-states';
import { openChangeOffer } from '../change-offer-store';
import { FLOWS } from '../flows';
import { BILLING_INFO_PATH } from '../paths';

const ACTIVE_STATUSES = ['active', 'past_due'];

/** The platform's subscription now: plan, state, seats and renewal; subscribe, change the offer, billing details. */
export function SubscriptionOverview() {
  const { t } = useTranslation('billing');
  const locale = useCurrentLocale();
  const subscription = useSubscription();
  const data = subscription.data;
  const subscribed = Boolean(data?.plan && data.priceId && ACTIVE_STATUSES.includes(data.status));
  const date = (value: string) => formatDateTime(new Date(value), locale).split(' ')[0];
  return (
    <Card withBorder padding="lg" data-testid="subscription-overview">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('overview.title')}
        </Title>
        <ListStates
          query={subscription}
          loadingLabel={t('overview.loading')}
          failedTitle={t('overview.loadFailed')}
          testId="subscription"
        />
        {data && (
          <>
            <Group gap="xs">
              <Text fw={600} data-testid="overview-plan">
                {data.plan?.label ?? t('overview.noPlan')}
              </Text>
              <Badge variant="light" data-testid="overview-status" data-status={data.status}>
                {t(`status.${data.status}`)}
              </Badge>
            </Group>
            {subscribed && (
              <Text size="sm" data-testid="overview-seats">
                {t('overview.seats', {
                  seats: String(data.nbSeats),
                  interval: t(`interval.${data.recurringInterval ?? 'year'}`),
                })}
              </Text>
            )}
            {data.status === 'trialing' && data.trialEndsAt && (
              <Text size="sm">{t('overview.trialEnds', { date: date(data.trialEndsAt) })}</Text>
            )}
            {subscribed && data.currentPeriodEnd && (
              <Text size="sm">{t('overview.renews', { date: date(data.currentPeriodEnd) })}</Text>
            )}
            {data.status === 'past_due' && data.graceEndsAt && (
              <Alert color="orange" variant="light">
                {t('overview.pastDue', { date: date(data.graceEndsAt) })}
              </Alert>
            )}
            <Group gap="sm">
              {subscribed ? (
                <Button onClick={openChangeOffer} data-testid="change-offer">
                  {t('overview.changeOffer')}
                </Button>
              ) : (
                <Button
                  component={Link}
                  to={`/${locale}/admin/${FLOWS.create.path}/steps/plan`}
                  data-testid="subscribe"
                >
                  {t('overview.subscribe')}
                </Button>
              )}
              <Button
                component={Link}
                to={`/${locale}/admin/${BILLING_INFO_PATH}`}
                variant="default"
                data-testid="billing-info-link"
              >
                {t('info.title')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
