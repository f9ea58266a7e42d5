import { Image, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { apiRequestParts } from '../../../lib/api-client';

/**
 * A private uploaded image shown inline: fetched with the session's headers (an <img src> could
 * not carry them) and displayed from a blob address that is released when it leaves the page.
 */
export function PrivateImage({ fileKey, alt }: { fileKey: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let href: string | null = null;
    const { url, headers } = apiRequestParts(`/api/files/stream/${encodeURIComponent(fileKey)}`);
    fetch(url, { headers: { ...headers, accept: 'image/*' }, credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        href = URL.createObjectURL(await response.blob());
        setSrc(href);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [fileKey]);
  if (failed) return null;
  if (!src) return <Skeleton h={120} w={160} />;
  return <Image src={src} alt={alt} mah={240} maw={320} fit="contain" radius="sm" data-testid="file-preview" />;
}
