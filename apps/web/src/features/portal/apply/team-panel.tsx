import { Badge, Button, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { TeamMember } from '@opencall/shared/applications';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { displayName } from '../../../lib/display-name';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { LoadFailed } from '../../../ui/load-failed';
import { showToast } from '../../../ui/toasts';
import { useApplicationTeam, useTeamMutations } from '../hooks/use-application-team';

/** Who fills the application together: the owner adds people by e-mail and removes them; a member may leave. */
export function TeamPanel({ responseId }: { responseId: string }) {
  const { t } = useTranslation('portal');
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const { user } = useSession();
  const team = useApplicationTeam(responseId);
  const { add, remove } = useTeamMutations(responseId);
  const [email, setEmail] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const leaving = removing !== null && removing.userId === user?.id;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return;
    setAddError(null);
    try {
      await add.mutateAsync(email.trim());
      showToast({ type: 'success', message: t('team.added') });
      setEmail('');
    } catch (error) {
      setAddError(apiErrorMessage(error, t));
    }
  }

  async function confirmRemoval() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.userId);
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
    showToast({ type: 'success', message: t(leaving ? 'team.left' : 'team.removed') });
    // Leaving takes the application away: back to the list of one's own.
    if (leaving) navigate(`/${locale}/profile`, { replace: true });
  }

  const data = team.data;
  const members = data?.members.filter((member) => member.role === 'member') ?? [];
  const full = data ? members.length >= data.maxMembers : false;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="team-panel">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4">
            {t('team.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('team.hint')}
          </Text>
        </div>
        {team.isPending ? (
          <Group gap="xs" role="status" data-testid="team-loading">
            <Loader size="xs" />
            <Text size="sm">{t('team.loading')}</Text>
          </Group>
        ) : team.isError ? (
          <LoadFailed
            title={t('team.loadFailed')}
            message={apiErrorMessage(team.error, t)}
            retryLabel={t('team.retry')}
            onRetry={() => team.refetch()}
            testId="team-error"
          />
        ) : (
          <>
            <Table.ScrollContainer minWidth={0}>
              <Table withTableBorder data-testid="team-members">
                <Table.Tbody>
                  {data?.members.map((member) => {
                    const isMe = member.userId === user?.id;
                    const mayRemove = member.role === 'member' && (data.canManage || isMe);
                    return (
                      <Table.Tr key={member.userId} data-testid="team-member">
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {displayName(member)}{' '}
                            {isMe && (
                              <Text span c="dimmed" size="sm">
                                {t('team.you')}
                              </Text>
                            )}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {member.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={member.role === 'owner' ? 'blue' : 'gray'}>
                            {t(`team.roles.${member.role}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">
                          {mayRemove && (
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              onClick={() => setRemoving(member)}
                              data-testid={isMe ? 'team-leave' : 'team-remove'}
                            >
                              {t(isMe ? 'team.leave' : 'team.remove')}
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {members.length === 0 && (
              <Text size="sm" c="dimmed" data-testid="team-empty">
                {t('team.empty')}
              </Text>
            )}
            {data?.canManage && (
              <form onSubmit={(event) => void submit(event)}>
                <Group align="flex-start" gap="xs">
                  <TextInput
                    type="email"
                    label={t('team.email')}
                    placeholder={t('team.emailPlaceholder')}
                    value={email}
                    onChange={(event) => setEmail(event.currentTarget.value)}
                    error={addError ?? (full ? t('team.full', { max: String(data.maxMembers) }) : undefined)}
                    disabled={full}
                    maxLength={254}
                    style={{ flex: 1 }}
                    data-testid="team-email"
                  />
                  <Button type="submit" mt={25} loading={add.isPending} disabled={full} data-testid="team-add">
                    {t('team.add')}
                  </Button>
                </Group>
              </form>
            )}
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t(leaving ? 'team.confirmLeave.title' : 'team.confirmRemove.title')}
        message={
          removing
            ? t(leaving ? 'team.confirmLeave.message' : 'team.confirmRemove.message', { name: displayName(removing) })
            : ''
        }
        confirmLabel={t(leaving ? 'team.leave' : 'team.remove')}
        onConfirm={confirmRemoval}
      />
    </Paper>
  );
}
