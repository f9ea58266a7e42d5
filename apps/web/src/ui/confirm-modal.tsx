import { Alert, Button, Group, Modal, type ModalProps, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_CONFIRM_TEXT, matchesConfirmText } from '@opencall/shared/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useDeleteLocked } from './delete-lock';

export type ConfirmModalSize = 'sm' | 'sm-' | 'md' | 'md+' | 'lg' | 'full';
export type ConfirmModalPosition = 'left' | 'center' | 'right' | 'full';

// SPEC §9 widths; sm- and md+ sit between their neighbours.
const WIDTHS: Record<ConfirmModalSize, string> = {
  'sm-': '25rem',
  sm: '31.25rem',
  md: '50rem',
  'md+': '62.5rem',
  lg: '84.375rem',
  full: '100%',
};

function placement(position: ConfirmModalPosition, size: ConfirmModalSize): Partial<ModalProps> {
  if (position === 'full' || size === 'full') return { fullScreen: true };
  if (position === 'center') return { centered: true };
  return {
    styles: {
      inner: { justifyContent: position === 'left' ? 'flex-start' : 'flex-end', padding: 0 },
      content: { height: '100dvh', maxHeight: '100dvh', borderRadius: 0 },
    },
  };
}

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  message: ReactNode;
  /** Resolves to close the modal; a rejection keeps it open for another try. */
  onConfirm: () => unknown | Promise<unknown>;
  /** Text the user must type first; `true` asks for the default 'DLT'. */
  confirmText?: string | boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  size?: ConfirmModalSize;
  position?: ConfirmModalPosition;
  /** The action deletes something: on a standby plan it is disabled, and the modal says why (SPEC §4). */
  isDeletion?: boolean;
}

/** SPEC §2 confirmation: title, message, optional typed confirmation, cancel and delete, a spinner while it runs. */
export function ConfirmModal({
  opened,
  onClose,
  title,
  message,
  onConfirm,
  confirmText,
  confirmLabel,
  cancelLabel,
  size = 'sm',
  position = 'center',
  isDeletion = false,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  const isLocked = useDeleteLocked() && isDeletion;
  const inputId = useId();
  const expected = confirmText === true ? DEFAULT_CONFIRM_TEXT : confirmText || null;
  const [typed, setTyped] = useState('');
  const [showMismatch, setShowMismatch] = useState(false);
  const [isRunning, setIsRunning] = useState(false);

  useEffect(() => {
    if (opened) {
      setTyped('');
      setShowMismatch(false);
    }
  }, [opened]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLocked) return;
    if (expected && !matchesConfirmText(typed, expected)) {
      setShowMismatch(true);
      return;
    }
    setIsRunning(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The caller reports the failure (usually with a toast); the modal stays for another try.
    } finally {
      setIsRunning(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => !isRunning && onClose()}
      title={title}
      size={WIDTHS[size]}
      closeOnClickOutside={!isRunning}
      closeOnEscape={!isRunning}
      data-testid="confirm-modal"
      data-size={size}
      data-position={position}
      {...placement(position, size)}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text>{message}</Text>
          {isLocked && (
            <Alert color="orange" data-testid="delete-locked">
              {t('errors:platform_in_standby')}
            </Alert>
          )}
          {expected && (
            <TextInput
              id={inputId}
              label={t('confirm.typeToConfirm', { text: expected })}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setShowMismatch(false);
              }}
              error={showMismatch ? t('confirm.mismatch', { text: expected }) : undefined}
              autoComplete="off"
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isRunning}>
              {cancelLabel ?? t('actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={isRunning} disabled={isLocked}>
              {confirmLabel ?? t('actions.delete')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
