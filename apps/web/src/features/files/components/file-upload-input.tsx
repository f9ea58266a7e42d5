import { Box, Button, Group, Input, Paper, Progress, Text, VisuallyHidden } from '@mantine/core';
import {
  acceptAttributeFor,
  DEFAULT_FILE_MAX_SIZE,
  type FileVisibility,
  type UploadedFile,
} from '@opencall/shared/files';
import type { FileClass } from '@opencall/shared/forms';
import { type DragEvent, type FocusEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useFileUpload } from '../hooks/use-file-upload';
import { acceptedTypesLabel, formatFileSize, uploadErrorMessage } from '../upload-messages';

/** A stored answer: what an upload returns, or the SPEC §3 shape (key, name, location) saved earlier. */
export type FileUploadValue = Pick<UploadedFile, 'key' | 'name'> & Partial<UploadedFile>;

export interface FileUploadInputProps {
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  value: FileUploadValue | null | undefined;
  onChange: (value: UploadedFile | null) => void;
  onBlur?: () => void;
  /** SPEC §5 classes the field takes; every accepted class when empty. */
  accept?: readonly FileClass[];
  visibility?: FileVisibility;
  maxBytes?: number;
  disabled?: boolean;
  'data-testid'?: string;
}

const NO_CLASSES: readonly FileClass[] = [];

/**
 * Upload input: a labelled button opens the file picker, and a file can be dropped on the area
 * around it. Shows progress (cancellable), then the file's name, size and type with a remove button.
 */
export function FileUploadInput(props: FileUploadInputProps) {
  const { label, description, required, error, value, onChange, onBlur, disabled } = props;
  const accept = props.accept ?? NO_CLASSES;
  const maxBytes = props.maxBytes ?? DEFAULT_FILE_MAX_SIZE;
  const testId = props['data-testid'] ?? 'file-upload';
  const { t, i18n } = useTranslation('files');
  const locale = i18n.language;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  const [dropProblem, setDropProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [refocus, setRefocus] = useState(false);
  const { state, start, cancel, reset } = useFileUpload({
    accept,
    maxBytes,
    visibility: props.visibility,
    onUploaded: (file) => {
      onChange(file);
      setNotice(t('upload.uploaded', { name: file.name }));
    },
  });

  // After a remove or a cancel the button that took focus is gone: give it to "choose" again.
  useEffect(() => {
    if (refocus && !value && state.status !== 'uploading') {
      chooseRef.current?.focus();
      setRefocus(false);
    }
  }, [refocus, value, state.status]);
  useEffect(() => {
    if (state.status === 'cancelled') setNotice(t('upload.cancelled'));
  }, [state.status, t]);

  const pick = (files: FileList | null | undefined) => {
    setDropProblem(null);
    const file = files?.[0];
    if (file) void start(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    if (event.dataTransfer.files.length > 1) setDropProblem(t('upload.oneFile'));
    else pick(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };
  const remove = () => {
    reset();
    onChange(null);
    setRefocus(true);
  };

  const problem =
    state.status === 'failed'
      ? uploadErrorMessage(state.problem, { t, locale, name: state.name, accept, maxBytes })
      : dropProblem;
  const shownError = problem ?? error;
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = shownError ? `${id}-error` : undefined;
  const hintId = `${id}-hint`;
  const details =
    value && [value.size !== undefined && formatFileSize(value.size, locale, t), value.mime].filter(Boolean);

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={shownError}
      required={required}
      labelElement="div"
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
      data-testid={testId}
    >
      <fieldset
        aria-labelledby={labelId}
        aria-describedby={[errorId, descriptionId, hintId].filter(Boolean).join(' ')}
        onBlur={onGroupBlur}
        style={{ margin: '4px 0 0', padding: 0, border: 0, minWidth: 0 }}
      >
        {value ? (
          <Paper withBorder p="sm" data-testid={`${testId}-file`}>
            <Group justify="space-between" wrap="nowrap">
              <Box miw={0}>
                <Text size="sm" fw={500} truncate="end">
                  {value.name}
                </Text>
                {details && details.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {details.join(' · ')}
                  </Text>
                )}
              </Box>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={remove}
                disabled={disabled}
                aria-label={t('upload.removeLabel', { name: value.name })}
                data-testid={`${testId}-remove`}
              >
                {t('upload.remove')}
              </Button>
            </Group>
          </Paper>
        ) : state.status === 'uploading' ? (
          <Paper withBorder p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate="end">
                {t('upload.uploading', { name: state.name, percent: state.percent })}
              </Text>
              <Button
                variant="subtle"
                size="xs"
                onClick={() => {
                  cancel();
                  setRefocus(true);
                }}
                aria-label={t('upload.cancelLabel', { name: state.name })}
                data-testid={`${testId}-cancel`}
              >
                {t('upload.cancel')}
              </Button>
            </Group>
            <Progress.Root mt="xs" size="sm">
              <Progress.Section
                value={state.percent}
                aria-label={t('upload.progress')}
                data-testid={`${testId}-progress`}
              />
            </Progress.Root>
          </Paper>
        ) : (
          <Box
            onDragOver={onDragOver}
            onDragEnter={onDragOver}
            onDragLeave={onDragLeave}
            onDrop={onDrop}
            p="sm"
            style={{
              border: `1px dashed var(--mantine-color-${shownError ? 'red-6' : dragging ? 'blue-6' : 'gray-5'})`,
              borderRadius: 'var(--mantine-radius-sm)',
              background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
            }}
          >
            <Group gap="sm">
              <Button
                ref={chooseRef}
                variant="default"
                onClick={() => inputRef.current?.click()}
                disabled={disabled}
                data-testid={`${testId}-choose`}
              >
                {t('upload.choose')}
              </Button>
              <Text size="sm" c="dimmed">
                {dragging ? t('upload.dropActive') : t('upload.dropHint')}
              </Text>
            </Group>
            <Text id={hintId} size="xs" c="dimmed" mt={6}>
              {t('upload.accepted', {
                types: acceptedTypesLabel(accept, locale, t),
                max: formatFileSize(maxBytes, locale, t),
              })}
            </Text>
          </Box>
        )}
        <input
          ref={inputRef}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden
          accept={acceptAttributeFor(accept)}
          onChange={(event) => {
            pick(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
          data-testid={`${testId}-input`}
        />
        <VisuallyHidden aria-live="polite">{notice}</VisuallyHidden>
      </fieldset>
    </Input.Wrapper>
  );
}
