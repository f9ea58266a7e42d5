import { Badge, Button, Drawer, Group, NativeSelect, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import type { Juror, SessionApplication } from '@opencall/shared/evaluations';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../ui/toasts';
import { useApplicationJurors, useApplicationTimeline, usePairMutations } from '../hooks/use-assignments';

const SHEET_COLOURS = { todo: 'gray', draft: 'yellow', final: 'teal' } as const;

/** One application of the session: its jurors (given by hand or taken back) and the history of their sheets. */
export function ApplicationJurorsDrawer({
  programId,
  sessionId,
  application,
  jurors,
  canManage,
  onClose,
}: {
  programId: string;
  sessionId: string;
  application: SessionApplication | null;
  jurors: Juror[];
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('evaluations');
  const locale = useCurrentLocale();
  const id = application?.id ?? null;
  const given = useApplicationJurors(programId, sessionId, id);
  const timeline = useApplicationTimeline(programId, sessionId, id);
  const pairs = usePairMutations(programId, sessionId);
  const [adding, setAdding] = useState('');
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const on = new Set((given.data ?? []).map((pair) => pair.userId));
  const nameOf = (userId: string) => {
    const juror = jurors.find((candidate) => candidate.id === userId);
    return juror?.name || juror?.email || '—';
  };
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  };
  return (
    <Drawer
      opened={application !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={application?.applicant || t('work.noName')}
      data-testid="application-drawer"
    >
      <Stack gap="lg">
        <section aria-labelledby="drawer-jurors">
          <Title order={3} fz="h5" id="drawer-jurors" mb="xs">
            {t('responses.jurors')}
          </Title>
          {(given.data ?? []).length === 0 && given.isSuccess && <Text size="sm">{t('responses.noJuror')}</Text>}
          <Table>
            <Table.Tbody>
              {(given.data ?? []).map((pair) => (
                <Table.Tr key={pair.userId} data-testid="drawer-juror">
                  <Table.Td>{nameOf(pair.userId)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={SHEET_COLOURS[pair.sheet]}>
                      {t(`sheet.status.${pair.sheet}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{t(`responses.sources.${pair.source}`)}</Table.Td>
                  {canManage && pair.source !== 'everyone' && (
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red.8"
                        aria-label={t('responses.unassignNamed', { name: nameOf(pair.userId) })}
                        onClick={() =>
                          void run(() =>
                            pairs.unassign.mutateAsync({ applicationId: pair.applicationId, userId: pair.userId }),
                          )
                        }
                      >
                        {t('responses.unassign')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {canManage && application && (
            <Group align="flex-end" mt="sm">
              <NativeSelect
                label={t('responses.addJuror')}
                value={adding}
                onChange={(event) => setAdding(event.currentTarget.value)}
                data={[
                  { value: '', label: t('sheet.choose') },
                  ...jurors
                    .filter((juror) => !on.has(juror.id))
                    .map((juror) => ({ value: juror.id, label: juror.name || juror.email })),
                ]}
                data-testid="drawer-add-juror"
              />
              <Button
                disabled={!adding}
                loading={pairs.assign.isPending}
                onClick={() =>
                  void run(async () => {
                    await pairs.assign.mutateAsync({ applicationId: application.id, userId: adding });
                    setAdding('');
                  })
                }
              >
                {t('responses.assign')}
              </Button>
            </Group>
          )}
        </section>
        <section aria-labelledby="drawer-timeline">
          <Title order={3} fz="h5" id="drawer-timeline" mb="xs">
            {t('responses.timeline')}
          </Title>
          {timeline.isSuccess && timeline.data.length === 0 && <Text size="sm">{t('responses.noVersion')}</Text>}
          <Timeline bulletSize={14} lineWidth={2} data-testid="drawer-timeline">
            {(timeline.data ?? []).map((version) => (
              <Timeline.Item
                key={`${version.juror.id}-${version.version}`}
                title={t('responses.versionTitle', {
                  name: version.juror.name || '—',
                  version: String(version.version),
                })}
              >
                <Text size="sm">
                  {t(`sheet.status.${version.status}`)}
                  {version.total !== null ? ` · ${t('sheet.total', { total: String(version.total) })}` : ''}
                </Text>
                {version.reason && (
                  <Text size="sm" c="dimmed">
                    {t('responses.reason', { reason: version.reason })}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {dateFormat.format(new Date(version.at))}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </section>
      </Stack>
    </Drawer>
  );
}
