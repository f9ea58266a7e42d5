import { Alert, Button, Group, Menu, Paper, Text } from '@mantine/core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@opencall/shared/applications';
import type { Tag } from '@opencall/shared/programs';
import { useTranslation } from '../../../lib/use-translation';

interface BulkMenuItem {
  key: string;
  label: string;
  onClick: () => void;
  testId?: string;
}

/** A button of the bar that opens the list of what it applies (a tag, a status). */
function BulkMenu({
  label,
  disabled,
  items,
  testId,
}: {
  label: string;
  disabled: boolean;
  items: readonly BulkMenuItem[];
  testId?: string;
}) {
  return (
    <Menu withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" disabled={disabled} data-testid={testId}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.key} onClick={item.onClick} data-testid={item.testId}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

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
          <BulkMenu
            label={t('bulk.tag')}
            disabled={busy || tags.length === 0}
            items={tags.map((tag) => ({
              key: tag.id,
              label: tag.name,
              onClick: () => onTag(tag.id),
              testId: 'bulk-tag-item',
            }))}
            testId="bulk-tag"
          />
          <BulkMenu
            label={t('bulk.untag')}
            disabled={busy || tags.length === 0}
            items={tags.map((tag) => ({ key: tag.id, label: tag.name, onClick: () => onUntag(tag.id) }))}
          />
          <BulkMenu
            label={t('bulk.status')}
            disabled={busy}
            items={APPLICATION_STATUSES.map((status) => ({
              key: status,
              label: t(`status.${status}`),
              onClick: () => onStatus(status),
              testId: `bulk-status-${status}`,
            }))}
            testId="bulk-status"
          />
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
