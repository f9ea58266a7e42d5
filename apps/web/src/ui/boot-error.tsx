import type { Root } from 'react-dom/client';
import type { ApiError } from '../lib/api-error';

/** Before the platform is known there is no theme or catalogue: show the server's translated message. */
export function renderBootError(root: Root, error: ApiError) {
  root.render(
    <main
      role="alert"
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem' }}
    >
      <h1 style={{ fontSize: '1.5rem' }}>{error.status}</h1>
      <p>{error.message}</p>
    </main>,
  );
}
