import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { PromoCode, PromoCodeBody } from '@opencall/shared/billing';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { formatCents } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { ListBody } from '../../../ui/list-states';
import { showToast } from '../../../ui/toasts';
import { PromoCodeFormModal } from '../components/promo-code-form-modal';
import { useCreatePromoCode, useOperatorPromoCodes } from '../hooks/use-operator';

/** `admin/operator/promo-codes`: every promo code with its redemptions; new ones are created here. */
export function OperatorPromoCodesPage() {
  const { t } = useTranslation('operator');
  const locale = useCurrentLocale();
  useDocumentTitle(`${t('tabs.promo-codes')} · ${t('title')}`);
  const codes = useOperatorPromoCodes();
  const create = useCreatePromoCode();
  const [creating, setCreating] = useState(false);

  const discount = (code: PromoCode) =>
    code.kind === 'percent'
      ? new Intl.NumberFormat(locale, { style: 'percent' }).format(code.value / 100)
      : formatCents(code.value, locale);
  const duration = (code: PromoCode) =>
    code.duration === 'repeating'
      ? t('promoCodes.durationMonths', { count: code.durationInMonths ?? 0 })
      : t(`promoCodes.durations.${code.duration}`);
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

  async function onCreate(body: PromoCodeBody) {
    try {
      await create.mutateAsync(body);
      showToast({ type: 'success', message: t('promoCodes.created', { code: body.code }) });
      setCreating(false);
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  return (
    <Stack gap="md" data-testid="operator-promo-codes-page">
      <Group justify="flex-end">
        <Button onClick={() => setCreating(true)} data-testid="promo-create">
          {t('promoCodes.create')}
        </Button>
      </Group>
      <ListBody
        query={codes}
        labels={{ loading: t('promoCodes.loading'), failed: t('promoCodes.loadFailed'), retry: t('retry') }}
        empty={codes.data?.length === 0 ? { title: t('promoCodes.empty'), testId: 'promo-codes-empty' } : null}
      >
        <DataTable
          caption={t('tabs.promo-codes')}
          columns={[
            t('promoCodes.columns.code'),
            t('promoCodes.columns.discount'),
            t('promoCodes.columns.duration'),
            t('promoCodes.columns.redemptions'),
            t('promoCodes.columns.expiresAt'),
            t('promoCodes.columns.active'),
          ]}
          testId="promo-codes-table"
        >
          {codes.data?.map((code) => (
            <Table.Tr key={code.id} data-testid="promo-row">
              <Table.Td>
                <Text ff="monospace" fw={600} size="sm">
                  {code.code}
                </Text>
              </Table.Td>
              <Table.Td>{discount(code)}</Table.Td>
              <Table.Td>{duration(code)}</Table.Td>
              <Table.Td>
                {code.maxRedemptions === null ? code.timesRedeemed : `${code.timesRedeemed} / ${code.maxRedemptions}`}
              </Table.Td>
              <Table.Td>{code.expiresAt ? day(code.expiresAt) : t('promoCodes.never')}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={code.active ? 'teal' : 'gray'}>
                  {code.active ? t('promoCodes.active') : t('promoCodes.inactive')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </ListBody>
      {creating && (
        <PromoCodeFormModal saving={create.isPending} onClose={() => setCreating(false)} onCreate={onCreate} />
      )}
    </Stack>
  );
}
