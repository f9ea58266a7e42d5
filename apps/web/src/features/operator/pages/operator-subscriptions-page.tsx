import { Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  isStandbyPlan,
  isSuspendedStatus,
  type OperatorActionBody,
  type OperatorSubscription,
  type PlanFeature,
} from '@opencall/shared/billing';
import { useMemo, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { DataTable } from '../../../ui/data-table';
import { ListBody } from '../../../ui/list-states';
import { type RowAction, RowActions } from '../../../ui/row-actions';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { showToast } from '../../../ui/toasts';
import { GrantFeaturesModal } from '../components/grant-features-modal';
import { PlanBadge, StatusBadge } from '../components/plan-badge';
import { useOperatorAction, useOperatorSubscriptions } from '../hooks/use-operator';

const SORTS = ['name', 'domain', 'status', 'seats', 'openInvoices'] as const;
type Sort = (typeof SORTS)[number];
type ConfirmedAction = Exclude<OperatorActionBody['action'], 'grant'>;

const compare: Record<Sort, (a: OperatorSubscription, b: OperatorSubscription) => number> = {
  name: (a, b) => a.platformName.localeCompare(b.platformName),
  domain: (a, b) => a.domain.localeCompare(b.domain),
  status: (a, b) => a.subscription.status.localeCompare(b.subscription.status),
  // The busiest and the most owing first.
  seats: (a, b) => b.subscription.nbSeats - a.subscription.nbSeats,
  openInvoices: (a, b) => b.openInvoices - a.openInvoices,
};

/** What the operator may do to a platform in its state now. */
function actionsFor(row: OperatorSubscription): ConfirmedAction[] {
  const standby = isStandbyPlan(row.subscription.plan);
  const suspended = isSuspendedStatus(row.subscription.status);
  return [
    ...(standby ? [] : ['standby' as const]),
    ...(suspended ? [] : ['suspend' as const]),
    ...(standby || suspended ? ['resume' as const] : []),
  ];
}

/** `admin/operator/subscriptions`: every platform's subscription at a glance, and what the operator does to it. */
export function OperatorSubscriptionsPage() {
  const { t } = useTranslation('operator');
  useDocumentTitle(`${t('tabs.subscriptions')} · ${t('title')}`);
  const list = useOperatorSubscriptions();
  const act = useOperatorAction();
  const search = useSearch(150);
  const [sort, setSort] = useState<Sort>('name');
  const [confirming, setConfirming] = useState<{ row: OperatorSubscription; action: ConfirmedAction } | null>(null);
  const [granting, setGranting] = useState<OperatorSubscription | null>(null);
  // The words stay while the confirmation fades out.
  const lastConfirming = useRef(confirming);
  if (confirming) lastConfirming.current = confirming;

  const rows = useMemo(() => {
    const needle = search.applied.toLowerCase();
    return (list.data ?? [])
      .filter(
        (row) =>
          !needle ||
          [row.platformName, row.domain, row.subscription.plan?.label ?? ''].some((text) =>
            text.toLowerCase().includes(needle),
          ),
      )
      .sort(compare[sort]);
  }, [list.data, search.applied, sort]);

  async function run(row: OperatorSubscription, body: OperatorActionBody) {
    try {
      await act.mutateAsync({ platformId: row.platformId, body });
      showToast({ type: 'success', message: t(`actions.${body.action}.done`, { platform: row.platformName }) });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
  }

  const shown = lastConfirming.current;
  const when = (row: OperatorSubscription): RowAction[] => [
    ...actionsFor(row).map((action) => ({
      label: t(`actions.${action}.label`),
      ariaLabel: t(`actions.${action}.aria`, { platform: row.platformName }),
      onClick: () => setConfirming({ row, action }),
      isDanger: action !== 'resume',
      testId: `subscription-${action}`,
    })),
    {
      label: t('actions.grant.label'),
      ariaLabel: t('actions.grant.aria', { platform: row.platformName }),
      onClick: () => setGranting(row),
      testId: 'subscription-grant',
    },
  ];

  return (
    <Stack gap="md" data-testid="operator-subscriptions-page">
      <Group align="flex-end" wrap="wrap">
        <SearchInput {...search.input} label={t('subscriptions.search')} maw="20rem" testId="subscriptions-search" />
        <Select
          label={t('subscriptions.sortBy')}
          data={SORTS.map((value) => ({ value, label: t(`subscriptions.sorts.${value}`) }))}
          value={sort}
          onChange={(value) => value && setSort(value as Sort)}
          allowDeselect={false}
          maw="14rem"
          data-testid="subscriptions-sort"
        />
      </Group>
      <ListBody
        query={list}
        labels={{ loading: t('subscriptions.loading'), failed: t('subscriptions.loadFailed'), retry: t('retry') }}
        empty={
          rows.length === 0
            ? {
                title: search.applied ? t('subscriptions.noMatch') : t('subscriptions.empty'),
                testId: 'subscriptions-empty',
              }
            : null
        }
      >
        <DataTable
          caption={t('tabs.subscriptions')}
          columns={[
            t('subscriptions.columns.platform'),
            t('subscriptions.columns.plan'),
            t('subscriptions.columns.status'),
            t('subscriptions.columns.seats'),
            t('subscriptions.columns.openInvoices'),
          ]}
          actionsLabel={t('subscriptions.columns.actions')}
          testId="subscriptions-table"
        >
          {rows.map((row) => (
            <Table.Tr key={row.platformId} data-testid="subscription-row" data-domain={row.domain}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {row.platformName}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.domain}
                </Text>
              </Table.Td>
              <Table.Td>
                <PlanBadge
                  label={row.subscription.plan?.label ?? null}
                  kind={row.subscription.plan?.badgeKind ?? null}
                />
                {row.subscription.additionalFeatures.length > 0 && (
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('subscriptions.additional', {
                      features: row.subscription.additionalFeatures
                        .map((feature: PlanFeature) => t(`features.${feature}`))
                        .join(', '),
                    })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={row.subscription.status} />
              </Table.Td>
              <Table.Td>{row.subscription.nbSeats}</Table.Td>
              <Table.Td data-testid="open-invoices">{row.openInvoices}</Table.Td>
              <Table.Td>
                <RowActions actions={when(row)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </ListBody>

      <ConfirmModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={shown ? t(`actions.${shown.action}.title`, { platform: shown.row.platformName }) : ''}
        message={shown ? t(`actions.${shown.action}.message`, { platform: shown.row.platformName }) : ''}
        confirmLabel={shown ? t(`actions.${shown.action}.label`) : undefined}
        onConfirm={() => (confirming ? run(confirming.row, { action: confirming.action }) : undefined)}
      />
      {granting && (
        <GrantFeaturesModal
          row={granting}
          saving={act.isPending}
          onClose={() => setGranting(null)}
          onGrant={async (additionalFeatures) => {
            try {
              await run(granting, { action: 'grant', additionalFeatures });
              setGranting(null);
            } catch {
              // The toast said why; the dialog stays for another try.
            }
          }}
        />
      )}
    </Stack>
  );
}
