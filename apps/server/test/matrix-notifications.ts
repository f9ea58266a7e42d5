import { type Row, SIGNED_IN, UUID } from './matrix-rows';

// The authorization matrix's rows for the bell: every signed-in user reads and changes only their own.

export const notificationRows: Record<string, Row> = {
  'GET /api/notifications': {
    call: () => ({ method: 'GET', url: '/api/notifications' }),
    expect: SIGNED_IN(200),
  },
  'GET /api/notifications/unread-count': {
    call: () => ({ method: 'GET', url: '/api/notifications/unread-count' }),
    expect: SIGNED_IN(200),
  },
  'POST /api/notifications/read': {
    call: () => ({ method: 'POST', url: '/api/notifications/read', payload: { ids: [UUID] } }),
    expect: SIGNED_IN(200),
  },
  'POST /api/notifications/read-all': {
    call: () => ({ method: 'POST', url: '/api/notifications/read-all' }),
    expect: SIGNED_IN(200),
  },
  // Nobody owns this id: a notification of someone else reads as missing.
  'DELETE /api/notifications/{notificationId}': {
    call: () => ({ method: 'DELETE', url: `/api/notifications/${UUID}` }),
    expect: SIGNED_IN(404),
  },
  'GET /api/notifications/preferences': {
    call: () => ({ method: 'GET', url: '/api/notifications/preferences' }),
    expect: SIGNED_IN(200),
  },
  'PUT /api/notifications/preferences': {
    call: () => ({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { preferences: [{ event: 'export_finished', channel: 'off' }] },
    }),
    expect: SIGNED_IN(200),
  },
};
