import { Badge, Button, Group, Modal, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { VOTE_STATES, type VoteRow, type VoteState } from '@opencall/shared/public-votes';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoader } from '../../../ui/page-loader';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { useCanManageProgram, useCurrentProgram } from '../../programs';
import { useVoteContext } from '../components/vote-shell';
import { useVoteList, useVoteSessionMutations } from '../hooks/use-vote-sessions';

/** `responses`: every vote with its state, searchable; the organizer voids votes with a reason (nothing is deleted). */
export function VoteResponsesPage() {
  const { t } = useTranslation('votes');
  const program = useCurrentProgram();
  const canManage = useCanManageProgram();
  const { voteSession } = useVoteContext();
  const [state, setState] = useState<VoteState | null>(null);
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState<string[]>([]);
  const list = useVoteList(program.id, voteSession.id, {
    state: state ?? undefined,
    search: search || undefined,
    after: pages.at(-1),
  });
  const mutations = useVoteSessionMutations(program.id);
  const [voiding, setVoiding] = useState<VoteRow | null>(null);
  const [reason, setReason] = useState('');

  async function confirmVoid() {
    if (!voiding) return;
    try {
      const { data } = await mutations.voidVotes.mutateAsync({
        sessionId: voteSession.id,
        body: { ids: [voiding.id], reason },
      });
      showToast({ type: 'success', message: t('responses.voided', { count: data.voided }) });
      setVoiding(null);
      setReason('');
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  const rows = list.data?.data ?? [];
  return (
    <PageSection title={t('responses.title')} description={t('responses.intro')} testId="vote-responses">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('responses.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPages([]);
          }}
        />
        <Select
          label={t('responses.state')}
          clearable
          data={VOTE_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
          value={state}
          onChange={(value) => {
            setState(value as VoteState | null);
            setPages([]);
          }}
        />
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : rows.length === 0 ? (
        <Text c="dimmed" data-testid="votes-empty">
          {t('responses.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('responses.total', { count: list.data?.total ?? 0 })}</Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('responses.when')}</Table.Th>
                  <Table.Th>{t('responses.entry')}</Table.Th>
                  <Table.Th>{t('responses.voter')}</Table.Th>
                  <Table.Th>{t('responses.origin')}</Table.Th>
                  <Table.Th>{t('responses.state')}</Table.Th>
                  <Table.Th>{t('responses.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="vote-row">
                    <Table.Td>{new Date(row.createdAt).toLocaleString()}</Table.Td>
                    <Table.Td>{row.title}</Table.Td>
                    <Table.Td>{row.email}</Table.Td>
                    <Table.Td>
                      {row.address}{' '}
                      {row.device && (
                        <Text span size="xs" c="dimmed">
                          {row.device}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={row.state === 'live' ? 'teal' : row.state === 'voided' ? 'red' : 'gray'}>
                        {t(`states.${row.state}`)}
                      </Badge>
                      {row.voidReason && <Text size="xs">{row.voidReason}</Text>}
                    </Table.Td>
                    <Table.Td>
                      {canManage && row.state === 'live' && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => setVoiding(row)}
                          data-testid="vote-void"
                        >
                          {t('responses.void')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group>
            {pages.length > 0 && (
              <Button variant="default" onClick={() => setPages(pages.slice(0, -1))}>
                {t('responses.previous')}
              </Button>
            )}
            {list.data?.lastId && (
              <Button variant="default" onClick={() => setPages([...pages, list.data?.lastId ?? ''])}>
                {t('responses.next')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      <Modal opened={voiding !== null} onClose={() => setVoiding(null)} title={t('responses.voidTitle')} centered>
        <Stack>
          <Text size="sm">
            {t('responses.voidIntro', { email: voiding?.email ?? '', title: voiding?.title ?? '' })}
          </Text>
          <Textarea
            label={t('responses.reason')}
            required
            minLength={3}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="vote-void-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setVoiding(null)}>
              {t('vote.cancel')}
            </Button>
            <Button
              color="red"
              disabled={reason.trim().length < 3}
              loading={mutations.voidVotes.isPending}
              onClick={confirmVoid}
              data-testid="vote-void-confirm"
            >
              {t('responses.void')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageSection>
  );
}
