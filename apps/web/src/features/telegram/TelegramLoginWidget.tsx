import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import type { TelegramWidgetUser } from './api';
import { TELEGRAM_WIDGET_SRC } from './texts';

declare global {
  interface Window {
    [callback: `sanchayTelegramAuth${string}`]: ((user: TelegramWidgetUser) => void) | undefined;
  }
}

let widgetSeq = 0;

/**
 * Telegram's login widget for a bot: its script (telegram.org) renders the button in an iframe
 * (oauth.telegram.org) and calls data-onauth with the user object. Large size, write access requested.
 */
export function TelegramLoginWidget({ botName, onAuth }: { botName: string; onAuth: (user: TelegramWidgetUser) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(onAuth);
  useEffect(() => {
    latest.current = onAuth;
  }, [onAuth]);

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const callback = `sanchayTelegramAuth${++widgetSeq}` as const;
    window[callback] = (user) => latest.current(user);
    const script = document.createElement('script');
    script.src = TELEGRAM_WIDGET_SRC;
    script.async = true;
    script.setAttribute('data-telegram-login', botName);
    script.setAttribute('data-size', 'large');
    script.setAttribute('data-request-access', 'write');
    script.setAttribute('data-onauth', `${callback}(user)`);
    host.replaceChildren(script);
    return () => {
      host.replaceChildren();
      delete window[callback];
    };
  }, [botName]);

  return <Box ref={container} data-testid="telegram-login-widget" sx={{ minHeight: 40, display: 'flex', justifyContent: 'center' }} />;
}
