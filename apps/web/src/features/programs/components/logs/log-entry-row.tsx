import { Badge, Button, Table, Text } from '@mantine/core';
import { formatDateTime } from '@opencall/shared/i18n';
import type { ProgramLog } from '@opencall/shared/programs';
import { Fragment, useId, useState } from 'react';
import { useCurrentLocale } from '../../../../lib/domain-info-context';
import { useTranslation } from '../../../../lib/use-translation';
import { changedFields, formatValue, subjectOf } from './log-diff';

const ACTION_COLORS: Record<string, string> = { create: 'teal', update: 'blue', delete: 'red' };

/** One change: when, who, what on which entity; its changed fields open below, before and after. */
export function LogEntryRow({ log }: { log: ProgramLog }) {
  const { t } = useTranslation('programs');
  const locale = useCurrentLocale();
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const changes = changedFields(log);
  const subject = subjectOf(log);
  // Program roles read in words; other values as they were saved.
  const show = (field: string, value: unknown) =>
    formatValue(
      field === 'roles' && Array.isArray(value)
        ? value.map((role) => t(`collaborators.roles.${role}`, { defaultValue: String(role) }))
        : value,
    );
  const empty = (
    <Text span c="dimmed">
      {t('logs.none')}
    </Text>
  );
  return (
    <Fragment>
      <Table.Tr data-testid="log-row" data-action={log.action} data-entity={log.entity}>
        <Table.Td>
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(new Date(log.createdAt), locale)}
          </Text>
        </Table.Td>
        <Table.Td>
          {log.user ? log.user.name || t('logs.unnamed') : <Text c="dimmed">{t('logs.deletedUser')}</Text>}
        </Table.Td>
        <Table.Td>
          <Badge variant="light" color={ACTION_COLORS[log.action] ?? 'gray'} tt="none" miw="max-content">
            {t(`logs.actions.${log.action}`, { defaultValue: log.action })}
          </Badge>
        </Table.Td>
        <Table.Td>
          <Text size="sm">
            {t(`logs.entities.${log.entity}`)}
            {subject && (
              <Text span c="dimmed">
                {' · '}
                {subject}
              </Text>
            )}
          </Text>
        </Table.Td>
        <Table.Td>
          {changes.length > 0 && (
            <Button
              size="compact-sm"
              variant="subtle"
              aria-expanded={isOpen}
              aria-controls={detailsId}
              onClick={() => setIsOpen((open) => !open)}
              data-testid="log-toggle"
            >
              {isOpen ? t('logs.hideChanges') : t('logs.showChanges', { n: changes.length })}
            </Button>
          )}
        </Table.Td>
      </Table.Tr>
      {isOpen && (
        <Table.Tr id={detailsId} data-testid="log-details">
          <Table.Td colSpan={5} bg="var(--mantine-color-gray-light)">
            <Table withRowBorders={false} fz="sm" layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="25%">{t('logs.field')}</Table.Th>
                  <Table.Th>{t('logs.before')}</Table.Th>
                  <Table.Th>{t('logs.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.field} data-testid="log-change" data-field={change.field}>
                    <Table.Td ff="monospace">{change.field}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                      {show(change.field, change.before) || empty}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                      {show(change.field, change.after) || empty}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}
