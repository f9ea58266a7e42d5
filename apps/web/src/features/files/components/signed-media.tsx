import { Skeleton, Text } from '@mantine/core';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useFileLink } from '../hooks/use-file-link';

type Resume = { time: number; play: boolean };

/**
 * A private audio or video file played inline from a signed address (a media element cannot send
 * the session header). A renewed address replaces the old one while the player rests; one that
 * expires mid-play is renewed on the player's error and playback resumes where it was.
 */
export function SignedMedia({ fileKey, kind, name }: { fileKey: string; kind: 'audio' | 'video'; name: string }) {
  const { t } = useTranslation('files');
  const link = useFileLink(fileKey);
  const mediaRef = useRef<HTMLAudioElement & HTMLVideoElement>(null);
  const resume = useRef<Resume | null>(null);
  const retried = useRef(false);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const url = link.data?.url;

  useEffect(() => {
    const media = mediaRef.current;
    if (!url || (media && !media.paused)) return;
    if (media && media.currentTime > 0) resume.current = { time: media.currentTime, play: false };
    setSrc(url);
  }, [url]);

  const onError = (event: SyntheticEvent<HTMLMediaElement>) => {
    const media = event.currentTarget;
    // Retry once with a fresh address; a player that fails on one it just got cannot read the file.
    if (retried.current) return setFailed(true);
    retried.current = true;
    resume.current = { time: media.currentTime, play: !media.paused };
    void link.refetch().then(({ data }) => (data ? setSrc(data.url) : setFailed(true)));
  };
  const onLoadedMetadata = (event: SyntheticEvent<HTMLMediaElement>) => {
    const media = event.currentTarget;
    const at = resume.current;
    resume.current = null;
    retried.current = false;
    if (!at) return;
    media.currentTime = at.time;
    if (at.play) void media.play().catch(() => {});
  };

  // A renewal that fails leaves the player its current address; only no address at all is an error.
  if ((link.isError && !src) || failed) {
    return (
      <Text size="sm" c="red" role="alert" data-testid="file-preview-error">
        {t('preview.failed', { name })}
      </Text>
    );
  }
  if (!src)
    return (
      <Skeleton h={kind === 'video' ? 180 : 40} w={320} role="status" aria-label={t('preview.loading', { name })} />
    );
  const Media = kind;
  return (
    <Media
      ref={mediaRef}
      src={src}
      controls
      preload="metadata"
      aria-label={t(`preview.${kind}`, { name })}
      onError={onError}
      onLoadedMetadata={onLoadedMetadata}
      style={{ width: '100%', maxWidth: kind === 'video' ? 480 : 360, maxHeight: 320 }}
      data-testid={`file-${kind}`}
    />
  );
}
