import { Badge } from '@mantine/core';
import type { PlanBadgeKind, SubscriptionStatus } from '@opencall/shared/billing';
import { useTranslation } from '../../../lib/use-translation';

const BADGE_COLOURS: Record<PlanBadgeKind, string> = {
  pro: 'indigo',
  plus: 'violet',
  free: 'gray',
  standby: 'orange',
  basic: 'blue',
  custom: 'grape',
  trial: 'cyan',
  partner: 'teal',
};

const STATUS_COLOURS: Record<SubscriptionStatus, string> = {
  trialing: 'cyan',
  active: 'teal',
  past_due: 'orange',
  suspend: 'red',
  suspended: 'red',
  suspension_expired: 'red',
  canceled: 'gray',
};

/** A plan's label in the colour of its badge kind; none: no plan. */
export function PlanBadge({ label, kind }: { label: string | null; kind: PlanBadgeKind | null }) {
  const { t } = useTranslation('operator');
  return (
    <Badge variant="light" color={kind ? BADGE_COLOURS[kind] : 'gray'} data-testid="plan-badge">
      {label ?? t('subscriptions.noPlan')}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('operator');
  return (
    <Badge variant="dot" color={STATUS_COLOURS[status]} data-testid="subscription-status" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
