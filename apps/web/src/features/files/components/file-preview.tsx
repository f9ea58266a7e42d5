import { Anchor, Skeleton } from '@mantine/core';
import { fileKindOfMime } from '@opencall/shared/files';
import { fileClassOf } from '@opencall/shared/forms';
import { useTranslation } from '../../../lib/use-translation';
import { useFileLink } from '../hooks/use-file-link';
import { PrivateImage } from './private-image';
import { SignedMedia } from './signed-media';

/** A stored private file as an answer holds it (SPEC §3, plus the type detected at upload when known). */
export interface StoredFileRef {
  key: string;
  name: string;
  mime?: string;
}

/** Opens a private PDF in a new tab through a signed address, the browser's own viewer showing it. */
function PdfLink({ file }: { file: StoredFileRef }) {
  const { t } = useTranslation('files');
  const link = useFileLink(file.key);
  if (link.isPending)
    return <Skeleton h={20} w={160} role="status" aria-label={t('preview.loading', { name: file.name })} />;
  if (!link.data) return null;
  return (
    <Anchor href={link.data.url} target="_blank" rel="noopener" size="sm" data-testid="file-open-pdf">
      {t('preview.openPdf', { name: file.name })}
    </Anchor>
  );
}

/** The inline view of a private file by its class: image, audio or video player, or a PDF link; nothing otherwise. */
export function FilePreview({ file }: { file: StoredFileRef }) {
  const kind = (file.mime && fileKindOfMime(file.mime)) || fileClassOf(file.key);
  if (kind === 'image') return <PrivateImage fileKey={file.key} alt={file.name} />;
  if (kind === 'audio' || kind === 'video') return <SignedMedia fileKey={file.key} kind={kind} name={file.name} />;
  if (kind === 'pdf') return <PdfLink file={file} />;
  return null;
}
