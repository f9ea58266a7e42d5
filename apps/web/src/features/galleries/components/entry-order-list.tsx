import { ActionIcon, Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { GalleryEntryRow } from '@opencall/shared/galleries';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { moveEntry } from '../entries-draft';

const nameOf = (row: GalleryEntryRow) => row.name || row.reference;

/**
 * The gallery's entries in order, moved by ↑/↓ (focus stays on the moved entry, its new place said
 * aloud) and taken out by ✕ (focus goes to the next entry).
 */
export function EntryOrderList({
  rows,
  onChange,
  readOnly,
}: {
  rows: GalleryEntryRow[];
  onChange: (rows: GalleryEntryRow[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation('galleries');
  const [moved, setMoved] = useState<{ id: string; dir: 'up' | 'down' | 'remove'; said: string } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const button = (id: string, dir: string) =>
      document.querySelector<HTMLButtonElement>(`[data-entry-move="${CSS.escape(`${id}:${dir}`)}"]`);
    if (moved.dir === 'remove') {
      button(moved.id, 'remove')?.focus();
      return;
    }
    const same = button(moved.id, moved.dir);
    (same && !same.disabled ? same : button(moved.id, moved.dir === 'up' ? 'down' : 'up'))?.focus();
  }, [moved]);

  const shift = (index: number, by: -1 | 1) => {
    const row = rows[index];
    if (!row) return;
    const next = moveEntry(rows, index, by);
    onChange(next);
    setMoved({
      id: row.applicationId,
      dir: by < 0 ? 'up' : 'down',
      said: t('entries.movedTo', {
        name: nameOf(row),
        position: String(next.indexOf(row) + 1),
        total: String(next.length),
      }),
    });
  };
  const remove = (index: number) => {
    const row = rows[index];
    if (!row) return;
    const next = rows.filter((_, at) => at !== index);
    onChange(next);
    const focusTo = next[Math.min(index, next.length - 1)];
    setMoved({ id: focusTo?.applicationId ?? '', dir: 'remove', said: t('entries.removed', { name: nameOf(row) }) });
  };

  return (
    <>
      <VisuallyHidden role="status" data-testid="gallery-entries-moved">
        {moved?.said}
      </VisuallyHidden>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="gallery-entries-empty">
          {t('entries.empty')}
        </Text>
      ) : (
        <Card withBorder padding={0}>
          <Stack gap={0} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('entries.listLabel')}>
            {rows.map((row, index) => (
              <Group
                key={row.applicationId}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                px="md"
                py="xs"
                style={{ borderTop: index ? '1px solid var(--mantine-color-gray-3)' : undefined }}
                data-testid="gallery-entry"
                data-application-id={row.applicationId}
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text size="sm" c="dimmed" w="2ch" ta="end">
                    {index + 1}
                  </Text>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {nameOf(row)}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {row.reference}
                      </Text>
                      <Badge size="xs" variant="light">
                        {t(`applicationStatus.${row.status}`)}
                      </Badge>
                      {row.category && (
                        <Text size="xs" c="dimmed">
                          {row.category}
                        </Text>
                      )}
                    </Group>
                  </div>
                </Group>
                {!readOnly && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      onClick={() => shift(index, -1)}
                      data-entry-move={`${row.applicationId}:up`}
                      disabled={index === 0}
                      aria-label={t('entries.moveUp', { name: nameOf(row) })}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      onClick={() => shift(index, 1)}
                      data-entry-move={`${row.applicationId}:down`}
                      disabled={index === rows.length - 1}
                      aria-label={t('entries.moveDown', { name: nameOf(row) })}
                    >
                      ↓
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      color="red"
                      onClick={() => remove(index)}
                      data-entry-move={`${row.applicationId}:remove`}
                      aria-label={t('entries.remove', { name: nameOf(row) })}
                      data-testid="gallery-entry-remove"
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            ))}
          </Stack>
        </Card>
      )}
    </>
  );
}
