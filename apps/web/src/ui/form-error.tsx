import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form-level error, announced at once to screen readers. */
export function FormError({ children, title }: { children: ReactNode; title?: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title} data-testid="form-error">
      {children}
    </Alert>
  );
}
