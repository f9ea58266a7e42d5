import { createContext } from 'react';
import type { SessionState } from './session-store';

export const SessionContext = createContext<SessionState | null>(null);
