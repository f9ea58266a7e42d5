import { Anchor, Badge, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { slugify, useCanManageProgram, useCurrentProgram } from '../../programs';
import { useVoteSessionMutations, useVoteSessions } from '../hooks/use-vote-sessions';
import { votePaths } from '../vote-paths';

/** The program's public votes, under its jury sessions (`sessions`): opened and created here. */
export function VoteSessionsSection() {
  const { t } = useTranslation('votes');
  const program = useCurrentProgram();
  const locale = useCurrentLocale();
  const navigate = useAppNavigate();
  const canManage = useCanManageProgram();
  const list = useVoteSessions(program.id);
  const mutations = useVoteSessionMutations(program.id);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];

  async function create(event: React.FormEvent) {
    event.preventDefault();
    try {
      const { data } = await mutations.create.mutateAsync({ name: name.trim(), slug: slugify(name) });
      showToast({ type: 'success', message: t('list.created', { name: data.name }) });
      setCreating(false);
      navigate(votePaths.page(locale, program.slug, data.slug, 'config'));
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  return (
    <PageSection
      title={t('list.title')}
      description={t('list.intro')}
      testId="vote-sessions"
      actions={
        canManage && (
          <Button variant="light" onClick={() => setCreating(true)} data-testid="vote-session-create">
            {t('list.create')}
          </Button>
        )
      }
    >
      {rows.length === 0 ? (
        <Text c="dimmed">{list.isPending ? '' : t('list.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.name')}</Table.Th>
                <Table.Th>{t('list.state')}</Table.Th>
                <Table.Th>{t('list.votes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={votePaths.page(locale, program.slug, row.slug, 'config')}>
                      {row.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="light" color={row.published ? 'teal' : 'gray'}>
                        {row.published ? t('shell.published') : t('shell.unpublished')}
                      </Badge>
                      <Badge variant="light">{t(`phase.${row.phase}`)}</Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>{row.votes}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('list.create')} centered>
        <form onSubmit={create}>
          <Stack>
            <TextInput
              label={t('list.name')}
              required
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              data-testid="vote-session-name"
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!slugify(name)} loading={mutations.create.isPending}>
                {t('list.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </PageSection>
  );
}
