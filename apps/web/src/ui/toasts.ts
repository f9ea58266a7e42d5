import { notifications } from '@mantine/notifications';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** SPEC §8: warning style for errors and warnings, success style for everything else. */
export function toastStyle(type: ToastType): { color: string; variant: 'warning' | 'success' } {
  return type === 'error' || type === 'warning'
    ? { color: 'orange', variant: 'warning' }
    : { color: 'teal', variant: 'success' };
}

export function showToast(input: { type: ToastType; message: string; title?: string }): void {
  const style = toastStyle(input.type);
  notifications.show({
    title: input.title,
    message: input.message,
    color: style.color,
    withBorder: true,
    autoClose: 5000,
    // Errors are announced at once to screen readers; the rest politely.
    role: input.type === 'error' ? 'alert' : 'status',
    'data-toast-style': style.variant,
  } as Parameters<typeof notifications.show>[0]);
}
