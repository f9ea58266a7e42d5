import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { type Plan, type PlanBody, priceFor } from '@opencall/shared/billing';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { formatCents } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { ListBody } from '../../../ui/list-states';
import { RowActions } from '../../../ui/row-actions';
import { showToast } from '../../../ui/toasts';
import { PlanBadge } from '../components/plan-badge';
import { PlanFormModal } from '../components/plan-form-modal';
import { useOperatorPlans, useSavePlan } from '../hooks/use-operator';

/** `admin/operator/plans`: every plan, withdrawn ones too, created and edited here. */
export function OperatorPlansPage() {
  const { t } = useTranslation('operator');
  const locale = useCurrentLocale();
  useDocumentTitle(`${t('tabs.plans')} · ${t('title')}`);
  const plans = useOperatorPlans();
  const save = useSavePlan();
  // undefined: no form; null: a new plan.
  const [editing, setEditing] = useState<Plan | null | undefined>(undefined);

  const price = (plan: Plan, interval: 'month' | 'year') => {
    const found = priceFor(plan.prices, interval);
    return found ? formatCents(found.unitAmount, locale) : '—';
  };

  async function onSave(planId: string, body: PlanBody) {
    try {
      await save.mutateAsync({ planId, body });
      showToast({ type: 'success', message: t('plans.saved', { plan: body.label }) });
      setEditing(undefined);
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  return (
    <Stack gap="md" data-testid="operator-plans-page">
      <Group justify="flex-end">
        <Button onClick={() => setEditing(null)} data-testid="plan-create">
          {t('plans.create')}
        </Button>
      </Group>
      <ListBody
        query={plans}
        labels={{ loading: t('plans.loading'), failed: t('plans.loadFailed'), retry: t('retry') }}
        empty={plans.data?.length === 0 ? { title: t('plans.empty'), testId: 'plans-empty' } : null}
      >
        <DataTable
          caption={t('tabs.plans')}
          columns={[
            t('plans.columns.plan'),
            t('plans.columns.features'),
            t('plans.columns.minSeats'),
            t('plans.columns.month'),
            t('plans.columns.year'),
            t('plans.columns.active'),
          ]}
          actionsLabel={t('plans.columns.actions')}
          testId="plans-table"
        >
          {plans.data?.map((plan) => (
            <Table.Tr key={plan.id} data-testid="plan-row">
              <Table.Td>
                <PlanBadge label={plan.label} kind={plan.badgeKind} />
                <Text size="xs" c="dimmed" mt={4}>
                  {plan.id}
                  {plan.addons.length > 0 && ` · ${t('plans.addons', { count: plan.addons.length })}`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {plan.features.length > 0
                    ? plan.features.map((feature) => t(`features.${feature}`)).join(', ')
                    : t('plans.noFeatures')}
                </Text>
              </Table.Td>
              <Table.Td>{plan.nbMinSeats}</Table.Td>
              <Table.Td>{price(plan, 'month')}</Table.Td>
              <Table.Td>{price(plan, 'year')}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={plan.active ? 'teal' : 'gray'}>
                  {plan.active ? t('plans.active') : t('plans.withdrawn')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <RowActions
                  actions={[
                    {
                      label: t('plans.edit'),
                      ariaLabel: t('plans.editAria', { plan: plan.label }),
                      onClick: () => setEditing(plan),
                      testId: 'plan-edit',
                    },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </ListBody>
      {editing !== undefined && (
        <PlanFormModal
          key={editing?.id ?? 'new'}
          plan={editing}
          saving={save.isPending}
          onClose={() => setEditing(undefined)}
          onSave={onSave}
        />
      )}
    </Stack>
  );
}
