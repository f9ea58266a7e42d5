import { Box, Input, Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId } from 'react';

// tiptap and the editor's styles load with the first field shown, never with the page's entry.
const RichTextEditorInput = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditorInput })),
);

/** The editor's toolbar (one row of controls) and borders, above the text area. */
const TOOLBAR_HEIGHT = '3.0625rem';

/**
 * A labelled rich-text input: html in, html out ('' when empty). The label, description and error
 * show at once; the editor arrives lazily, a skeleton of its height holding its place.
 */
export function RichTextField({
  label,
  description,
  error,
  required,
  value,
  onChange,
  minHeight = '10rem',
  testId,
}: {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  value: string;
  onChange: (html: string) => void;
  /** Height of the text area alone. */
  minHeight?: string;
  testId?: string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      labelElement="div"
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
    >
      <Box mt={4}>
        <Suspense fallback={<Skeleton h={`calc(${TOOLBAR_HEIGHT} + ${minHeight})`} radius="sm" />}>
          <RichTextEditorInput
            value={value}
            onChange={onChange}
            labelledBy={labelId}
            describedBy={describedBy}
            invalid={Boolean(error)}
            minHeight={minHeight}
            testId={testId}
          />
        </Suspense>
      </Box>
    </Input.Wrapper>
  );
}
