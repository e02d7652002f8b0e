import { CHAT_SNACKBAR_MS } from '@sanchay/core';
import { useCallback, useState } from 'react';

export interface SnackState {
  message: string;
  severity: 'success' | 'info' | 'warning' | 'error';
  durationMs: number;
  key: number;
}

/** One snackbar for the screen: 3 s by default (spec 000 section 9). */
export function useSnack() {
  const [snack, setSnack] = useState<SnackState | null>(null);
  const show = useCallback((message: string, severity: SnackState['severity'] = 'info', durationMs: number = CHAT_SNACKBAR_MS.default) => {
    setSnack({ message, severity, durationMs, key: Date.now() });
  }, []);
  const close = useCallback(() => setSnack(null), []);
  return { snack, show, close };
}
export type ShowSnack = ReturnType<typeof useSnack>['show'];
