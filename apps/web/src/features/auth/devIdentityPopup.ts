import { DEV_IDP_MESSAGE_TYPE, IDENTITY_POPUP } from '@sanchay/core';

/** Where the server serves the development identity provider's page. */
export const DEV_IDP_AUTHORIZE_PATH = '/dev/idp/authorize';

export class PopupBlockedError extends Error {
  override readonly name = 'PopupBlockedError';
  constructor() {
    super('The sign-in popup could not be opened');
  }
}

export interface DevPopupOptions {
  url?: string;
  /** How often to check whether the person closed the popup. */
  pollMs?: number;
  /** After the popup closed, how long to still wait for its message (it posts, then closes itself). */
  closedGraceMs?: number;
}

interface DevIdpMessage {
  type: typeof DEV_IDP_MESSAGE_TYPE;
  credential: string;
}

function isDevIdpMessage(data: unknown): data is DevIdpMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<DevIdpMessage>;
  return message.type === DEV_IDP_MESSAGE_TYPE && typeof message.credential === 'string' && message.credential !== '';
}

/** window.open features for a popup of IDENTITY_POPUP size centred over the current window. */
export function centeredPopupFeatures(width = IDENTITY_POPUP.width, height = IDENTITY_POPUP.height): string {
  const outerWidth = window.outerWidth || window.innerWidth;
  const outerHeight = window.outerHeight || window.innerHeight;
  const left = Math.round((window.screenX || 0) + Math.max(0, (outerWidth - width) / 2));
  const top = Math.round((window.screenY || 0) + Math.max(0, (outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Open the development identity provider in a popup and wait for the ID token it posts back.
 * Resolves with the credential, or null if the person closed the popup without choosing an account.
 * Rejects with PopupBlockedError when the browser refused to open the popup.
 */
export function signInWithDevPopup(options: DevPopupOptions = {}): Promise<string | null> {
  const { url = DEV_IDP_AUTHORIZE_PATH, pollMs = 500, closedGraceMs = 1000 } = options;
  const popup = window.open(url, 'sanchay-dev-idp', centeredPopupFeatures());
  if (!popup) return Promise.reject(new PopupBlockedError());
  popup.focus?.();

  return new Promise((resolve) => {
    let settled = false;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;

    function finish(credential: string | null) {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(pollTimer);
      clearTimeout(graceTimer);
      resolve(credential);
    }

    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!isDevIdpMessage(event.data)) return;
      finish(event.data.credential);
    }

    window.addEventListener('message', onMessage);
    const pollTimer = setInterval(() => {
      if (popup.closed && graceTimer === undefined) graceTimer = setTimeout(() => finish(null), closedGraceMs);
    }, pollMs);
  });
}
