import { Anchor, Badge, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { useMyJurySessions } from '../hooks/use-jury-session';

/** On the portal's profile: the juries the person sits on, each to its session page; nothing when none. */
export function MyJurySessions() {
  const { t } = useTranslation('evaluations');
  const locale = useCurrentLocale();
  const query = useMyJurySessions(locale);
  const sessions = query.data ?? [];
  if (sessions.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="my-jury-sessions">
      <Title order={2} fz="h3">
        {t('jury.mine')}
      </Title>
      <DataTable
        striped
        withTableBorder
        caption={t('jury.mine')}
        columns={[t('jury.session'), t('all.program'), t('jury.yourAnswer')]}
      >
        {sessions.map((session) => (
          <Table.Tr key={session.id} data-testid="my-jury-session">
            <Table.Td>
              <Anchor
                component={Link}
                to={`/${locale}/applications/${session.program.slug}/sessions/details/${session.slug}?sessionId=${session.id}&programId=${session.program.id}`}
              >
                {session.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{session.program.title}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={session.acceptedAt ? 'teal' : 'gray'}>
                {session.acceptedAt ? t('juries.statuses.accepted') : t('jury.toAccept')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Stack>
  );
}
