import { Anchor, Table, Text } from '@mantine/core';
import type { EvaluationSession, SessionAcrossPrograms } from '@opencall/shared/evaluations';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { RowActions } from '../../../ui/row-actions';
import { sessionPaths } from '../session-paths';
import { SessionStatusBadge } from './session-status-badge';

function formatDate(iso: string | null, format: Intl.DateTimeFormat) {
  return iso ? format.format(new Date(iso)) : '—';
}

type Row = EvaluationSession | SessionAcrossPrograms;

/**
 * Sessions: name (to its settings), status, dates, criteria, and the delete button; across programs
 * (no `programSlug`), each row's program too.
 */
export function SessionTable({
  sessions,
  programSlug,
  onDelete,
}: {
  sessions: Row[];
  /** The program all rows belong to; without it each row names its own. */
  programSlug?: string;
  /** Without it (a user who may not set the program up) the rows are read-only. */
  onDelete?: (session: EvaluationSession) => void;
}) {
  const { t, i18n } = useTranslation('evaluations');
  const locale = useCurrentLocale();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <DataTable
      striped
      highlightOnHover
      caption={t('list.caption')}
      columns={[
        t('list.name'),
        ...(programSlug ? [] : [t('all.program')]),
        t('list.status'),
        t('list.dates'),
        t('list.criteria'),
      ]}
      actionsLabel={onDelete ? t('list.actions') : undefined}
      testId="session-table"
    >
      {sessions.map((session) => {
        const program = 'program' in session ? session.program : null;
        return (
          <Table.Tr key={session.id} data-testid="session-row" data-session-slug={session.slug}>
            <Table.Td>
              <Anchor
                component={Link}
                to={sessionPaths.page(locale, programSlug ?? program?.slug ?? '', session.slug)}
                fw={500}
              >
                {session.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {session.slug}
              </Text>
            </Table.Td>
            {program && (
              <Table.Td>
                <Anchor component={Link} to={sessionPaths.list(locale, program.slug)} size="sm">
                  {program.title || program.slug}
                </Anchor>
              </Table.Td>
            )}
            <Table.Td>
              <SessionStatusBadge status={session.status} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {t('list.period', {
                  start: formatDate(session.startsAt, format),
                  end: formatDate(session.endsAt, format),
                })}
              </Text>
            </Table.Td>
            <Table.Td>{session.criteriaCount}</Table.Td>
            {onDelete && (
              <Table.Td>
                {/* An open session is closed first: jurors may be scoring it. */}
                {session.status !== 'open' && (
                  <RowActions
                    actions={[
                      {
                        label: t('list.delete'),
                        ariaLabel: t('list.deleteNamed', { name: session.name }),
                        onClick: () => onDelete(session),
                        isDanger: true,
                        testId: 'session-delete',
                      },
                    ]}
                  />
                )}
              </Table.Td>
            )}
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
