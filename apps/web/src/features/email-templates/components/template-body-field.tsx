import { Box, Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import type { TemplateBodyEditorProps } from './template-body-editor';

const TemplateBodyEditor = lazy(() =>
  import('./template-body-editor').then((module) => ({ default: module.TemplateBodyEditor })),
);

/** The labelled body editor; tiptap arrives lazily, a skeleton holding its place. */
export function TemplateBodyField({
  label,
  error,
  ...props
}: Omit<TemplateBodyEditorProps, 'labelledBy'> & { label: string; error?: string | null }) {
  const id = useId();
  return (
    <Input.Wrapper label={label} error={error} labelElement="div" labelProps={{ id: `${id}-label` }}>
      <Box mt={4}>
        <Suspense fallback={<Skeleton h="19rem" radius="sm" />}>
          <TemplateBodyEditor {...props} labelledBy={`${id}-label`} invalid={Boolean(error)} />
        </Suspense>
      </Box>
    </Input.Wrapper>
  );
}
