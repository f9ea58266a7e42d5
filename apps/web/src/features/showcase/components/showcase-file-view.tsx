import { Anchor, Group, Text } from '@mantine/core';
import type { ShowcaseFile } from '@opencall/shared/showcase';
import { useTranslation } from '../../../lib/use-translation';
import type { ShowcaseFileUrl } from '../showcase-types';

/** One file of an answer, as its kind plays: a picture, a player, or a document opening in a new tab. */
export function ShowcaseFileView({ file, fileUrl }: { file: ShowcaseFile; fileUrl: ShowcaseFileUrl }) {
  const { t } = useTranslation('galleries');
  if (file.kind === 'image')
    return (
      <img
        src={fileUrl(file, '800x600')}
        alt={file.name}
        loading="lazy"
        decoding="async"
        width={800}
        height={600}
        style={{ maxWidth: '100%', height: 'auto', borderRadius: 'var(--mantine-radius-sm)' }}
        data-testid="showcase-file-image"
      />
    );
  if (file.kind === 'audio')
    return (
      <figure style={{ margin: 0 }}>
        {/* biome-ignore lint/a11y/useMediaCaption: applicants' recordings come without captions; the name says what it is. */}
        <audio controls preload="none" src={fileUrl(file)} aria-label={file.name} style={{ width: '100%' }} />
        <Text component="figcaption" size="xs" c="dimmed">
          {file.name}
        </Text>
      </figure>
    );
  if (file.kind === 'video')
    return (
      <figure style={{ margin: 0 }}>
        {/* biome-ignore lint/a11y/useMediaCaption: applicants' videos come without captions; the name says what it is. */}
        <video controls preload="none" src={fileUrl(file)} aria-label={file.name} style={{ width: '100%' }} />
        <Text component="figcaption" size="xs" c="dimmed">
          {file.name}
        </Text>
      </figure>
    );
  return (
    <Group gap="xs">
      <Anchor href={fileUrl(file)} target="_blank" rel="noopener noreferrer" data-testid="showcase-file-link">
        {t('showcase.openDocument', { name: file.name })}
      </Anchor>
      <Text size="xs" c="dimmed">
        {t('showcase.newTab')}
      </Text>
    </Group>
  );
}
