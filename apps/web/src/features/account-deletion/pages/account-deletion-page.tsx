import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { PERMISSIONS } from '@opencall/shared/auth';
import {
  ACCOUNT_DELETION_STATES,
  type AccountDeletionRequest,
  type AccountDeletionState,
} from '@opencall/shared/users';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useHasPermission } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ListBody } from '../../../ui/list-states';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { showToast } from '../../../ui/toasts';
import { DeletionRequestTable } from '../components/deletion-request-table';
import { useDeletionRequests, useMarkProcessed } from '../hooks/use-deletion-requests';

/** `admin/home/account-deletion/{unprocessed|processed}`: members' requests to delete their account. */
export function AccountDeletionPage({ state }: { state: AccountDeletionState }) {
  const { t } = useTranslation('users');
  const locale = useCurrentLocale();
  useDocumentTitle(`${t(`accountDeletion.tabs.${state}`)} · ${t('accountDeletion.title')}`);
  const search = useSearch();
  const list = useDeletionRequests(state, search.applied);
  const mark = useMarkProcessed();
  const canMark = useHasPermission(PERMISSIONS.adminsManage);
  const [marking, setMarking] = useState<AccountDeletionRequest | null>(null);
  const requests = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.pagination.totalFiltred ?? 0;

  const confirmMark = async () => {
    if (!marking) return;
    try {
      await mark.mutateAsync(marking.id);
      showToast({ type: 'success', message: t('accountDeletion.marked') });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
  };

  return (
    <Stack gap="lg" data-testid="account-deletion-page">
      <div>
        <Title order={1} fz="h2">
          {t('accountDeletion.title')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('accountDeletion.description')}
        </Text>
      </div>
      <Tabs value={state}>
        <Tabs.List>
          {ACCOUNT_DELETION_STATES.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              renderRoot={(props) => <Link {...props} to={`/${locale}/admin/home/account-deletion/${tab}`} />}
            >
              {t(`accountDeletion.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <SearchInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        {...search.input}
        maw="28rem"
        testId="deletion-search"
      />
      <ListBody
        query={list}
        labels={{ loading: t('list.loading'), failed: t('list.loadFailed'), retry: t('list.retry') }}
        empty={
          requests.length === 0
            ? {
                title: search.applied ? t('list.noResults') : t(`accountDeletion.empty.${state}`),
                testId: 'deletion-empty',
              }
            : null
        }
      >
        <DeletionRequestTable state={state} requests={requests} onMarkProcessed={canMark ? setMarking : undefined} />
      </ListBody>
      {requests.length > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" role="status">
            {t('list.countOf', { shown: requests.length, total })}
          </Text>
          {list.hasNextPage && (
            <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('list.loadMore')}
            </Button>
          )}
        </Group>
      )}
      <ConfirmModal
        opened={marking !== null}
        onClose={() => setMarking(null)}
        title={t('accountDeletion.confirmTitle')}
        message={t('accountDeletion.confirmMessage', {
          name: marking ? [marking.firstname, marking.lastname].filter(Boolean).join(' ') || marking.email : '',
        })}
        confirmLabel={t('accountDeletion.mark')}
        onConfirm={confirmMark}
      />
    </Stack>
  );
}
