import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { Locale } from '@opencall/shared/common';
import type { Program } from '@opencall/shared/programs';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { canAdministerPrograms, canManage } from '../program-access';
import { programPaths } from '../program-paths';

export type ProgramRowAction = 'archive' | 'reactivate' | 'trash' | 'restore' | 'destroy';

const ACTIONS: Record<Program['status'], ProgramRowAction[]> = {
  active: ['archive', 'trash'],
  archived: ['reactivate', 'trash'],
  deleted: ['restore', 'destroy'],
};

/**
 * The row actions the user's platform roles allow: status changes need program.manage, the trash's
 * restore and destroy the programs administration. Roles held on one program act from its pages.
 */
function allowedActions(permissions: readonly string[]) {
  return (action: ProgramRowAction) =>
    action === 'restore' || action === 'destroy' ? canAdministerPrograms(permissions) : canManage(permissions);
}

function formatDate(value: string | null, locale: Locale): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** Programs of one bucket with their dates and the actions their status allows. */
export function ProgramTable({
  programs,
  caption,
  busyId,
  onAction,
}: {
  programs: readonly Program[];
  caption: string;
  busyId: string | null;
  onAction: (action: ProgramRowAction, program: Program) => void;
}) {
  const { t } = useTranslation('programs');
  const locale = useCurrentLocale();
  const isAllowed = allowedActions(useSession().user?.permissions ?? []);
  return (
    <Table.ScrollContainer minWidth="48rem">
      <DataTable
        verticalSpacing="sm"
        highlightOnHover
        caption={caption}
        columns={[t('table.title'), t('table.opening'), t('table.closing'), t('table.publication')]}
        actionsLabel={t('table.actions')}
        testId="program-table"
      >
        {programs.map((program) => {
          const name = program.title || program.slug;
          return (
            <Table.Tr key={program.id} data-testid="program-row" data-slug={program.slug}>
              <Table.Td>
                {program.status === 'deleted' ? (
                  <Text fw={600}>{name}</Text>
                ) : (
                  <Anchor component={Link} to={programPaths.configure(locale, program.slug)} fw={600}>
                    {name}
                  </Anchor>
                )}
                <Text size="xs" c="dimmed">
                  {program.slug}
                </Text>
              </Table.Td>
              <Table.Td>{formatDate(program.openingAt, locale)}</Table.Td>
              <Table.Td>{formatDate(program.closingAt, locale)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={program.publishedAt ? 'teal' : 'gray'}>
                  {program.publishedAt ? t('table.published') : t('table.unpublished')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {program.status !== 'deleted' && (
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={programPaths.configure(locale, program.slug)}
                      aria-label={t('actions.openNamed', { title: name })}
                    >
                      {t('actions.open')}
                    </Button>
                  )}
                  {ACTIONS[program.status].filter(isAllowed).map((action) => (
                    <Button
                      key={action}
                      size="xs"
                      variant={action === 'destroy' || action === 'trash' ? 'subtle' : 'default'}
                      color={action === 'destroy' || action === 'trash' ? 'red' : undefined}
                      loading={busyId === program.id}
                      onClick={() => onAction(action, program)}
                      aria-label={t(`actions.${action}Named`, { title: name })}
                      data-testid={`program-${action}`}
                    >
                      {t(`actions.${action}`)}
                    </Button>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </DataTable>
    </Table.ScrollContainer>
  );
}
