import { Box, type BoxProps, Typography } from '@mantine/core';
import { sanitizeRichText } from '@opencall/shared/forms';
import { useMemo } from 'react';
import classes from './rich-text-view.module.css';

/**
 * Stored rich text (a program description, a text step) shown read-only. It goes through the
 * SPEC §5 allow-list here too, whatever the server kept. No tiptap: public pages show it.
 */
export function RichTextView({ html, ...boxProps }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the shared allow-list just above */}
      <Box className={classes.view} {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
