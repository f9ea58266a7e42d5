import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ShowcaseEntry } from '@opencall/shared/showcase';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { CARD_IMAGE, type ShowcaseFileUrl } from '../showcase-types';
import { ShowcaseEntryModal } from './showcase-entry-modal';

/** How many answers a card shows before "see the details". */
const CARD_ANSWERS = 2;

/**
 * An entry of a gallery or a public vote: its picture (lazy, sized by the CDN path), title, name,
 * category and first answers; `actions` (a vote button) and the way to the whole entry.
 */
export function ShowcaseEntryCard({
  entry,
  fileUrl,
  layout,
  headingLevel = 3,
  actions,
  footer,
  priority = false,
}: {
  entry: ShowcaseEntry;
  fileUrl: ShowcaseFileUrl;
  layout: 'grid' | 'list';
  headingLevel?: 2 | 3;
  actions?: ReactNode;
  footer?: ReactNode;
  /** A card of the first row: its picture is the largest paint, so it loads at once, first. */
  priority?: boolean;
}) {
  const { t } = useTranslation('galleries');
  const [open, setOpen] = useState(false);
  const isList = layout === 'list';
  const image = entry.image && (
    <img
      src={fileUrl(entry.image, CARD_IMAGE.size)}
      srcSet={`${fileUrl(entry.image, CARD_IMAGE.size)} 1x, ${fileUrl(entry.image, CARD_IMAGE.dense)} 2x`}
      alt={entry.title}
      width={CARD_IMAGE.width}
      height={CARD_IMAGE.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      style={{
        display: 'block',
        width: isList ? 'min(100%, 12rem)' : '100%',
        height: 'auto',
        aspectRatio: '4 / 3',
        objectFit: 'cover',
        background: 'var(--mantine-color-gray-1)',
        borderRadius: isList ? 'var(--mantine-radius-sm)' : undefined,
      }}
      data-testid="showcase-card-image"
    />
  );
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      h="100%"
      data-testid="showcase-card"
      data-entry-id={entry.id}
    >
      {image && !isList && <Card.Section mb="sm">{image}</Card.Section>}
      <Group align="flex-start" wrap="wrap" gap="md" h="100%">
        {image && isList && image}
        <Stack gap="xs" style={{ flex: '1 1 14rem', minWidth: 0 }} h="100%">
          <Title order={headingLevel} fz="h4" style={{ overflowWrap: 'anywhere' }} data-testid="showcase-card-title">
            {entry.title}
          </Title>
          {(entry.name || entry.category) && (
            <Group gap="xs">
              {entry.name && entry.name !== entry.title && (
                <Text size="sm" fw={500}>
                  {entry.name}
                </Text>
              )}
              {entry.category && (
                <Badge variant="light" size="sm">
                  {entry.category}
                </Badge>
              )}
            </Group>
          )}
          {entry.answers
            .filter((answer) => answer.text)
            .slice(0, CARD_ANSWERS)
            .map((answer) => (
              <Text key={answer.reference} size="sm" lineClamp={3} c="dimmed">
                <Text span fw={600} c="var(--mantine-color-text)" size="sm">
                  {t('showcase.answerLabel', { label: answer.label })}
                </Text>{' '}
                {answer.text}
              </Text>
            ))}
          <Group gap="xs" mt="auto" pt="xs">
            {actions}
            <Button
              variant="light"
              size="sm"
              onClick={() => setOpen(true)}
              aria-label={t('showcase.detailsOf', { title: entry.title })}
              data-testid="showcase-card-details"
            >
              {t('showcase.details')}
            </Button>
          </Group>
          {footer}
        </Stack>
      </Group>
      <ShowcaseEntryModal
        entry={open ? entry : null}
        fileUrl={fileUrl}
        onClose={() => setOpen(false)}
        actions={actions}
      />
    </Card>
  );
}
