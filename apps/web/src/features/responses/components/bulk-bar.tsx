import { Alert, Button, Group, Menu, Paper, Text } from '@mantine/core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@opencall/shared/applications';
import type { Tag } from '@opencall/shared/programs';
import { useTranslation } from 'react-i18next';

/** What can be done with the ticked rows, and the offer to take every row of the filter. */
export function BulkBar({
  count,
  fullSelect,
  pageCount,
  total,
  onSelectAll,
  onClear,
  tags,
  onTag,
  onUntag,
  onStatus,
  onTrash,
  busy,
  children,
}: {
  count: number;
  fullSelect: boolean;
  pageCount: number;
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
  tags: Tag[];
  onTag: (tagId: string) => void;
  onUntag: (tagId: string) => void;
  onStatus: (status: ApplicationStatus) => void;
  onTrash: () => void;
  busy: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('responses');
  if (count === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="bulk-bar">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600} data-testid="selected-count" aria-live="polite">
          {t('bulk.selected', { count: String(count) })}
        </Text>
        <Group gap="xs">
          <Menu withinPortal>
            <Menu.Target>
              <Button variant="default" size="xs" disabled={busy || tags.length === 0} data-testid="bulk-tag">
                {t('bulk.tag')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {tags.map((tag) => (
                <Menu.Item key={tag.id} onClick={() => onTag(tag.id)} data-testid="bulk-tag-item">
                  {tag.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Menu withinPortal>
            <Menu.Target>
              <Button variant="default" size="xs" disabled={busy || tags.length === 0}>
                {t('bulk.untag')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {tags.map((tag) => (
                <Menu.Item key={tag.id} onClick={() => onUntag(tag.id)}>
                  {tag.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Menu withinPortal>
            <Menu.Target>
              <Button variant="default" size="xs" disabled={busy} data-testid="bulk-status">
                {t('bulk.status')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {APPLICATION_STATUSES.map((status) => (
                <Menu.Item key={status} onClick={() => onStatus(status)} data-testid={`bulk-status-${status}`}>
                  {t(`status.${status}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {children}
          <Button color="red" variant="light" size="xs" disabled={busy} onClick={onTrash} data-testid="bulk-trash">
            {t('bulk.trash')}
          </Button>
          <Button variant="subtle" size="xs" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        </Group>
      </Group>
      {!fullSelect && count >= pageCount && total > pageCount && (
        <Alert color="blue" variant="light" mt="sm" p="xs">
          <Group gap="xs">
            <Text size="sm">{t('bulk.pageSelected', { count: String(pageCount) })}</Text>
            <Button size="compact-sm" variant="subtle" onClick={onSelectAll} data-testid="select-all-matching">
              {t('bulk.selectAll', { total: String(total) })}
            </Button>
          </Group>
        </Alert>
      )}
    </Paper>
  );
}
