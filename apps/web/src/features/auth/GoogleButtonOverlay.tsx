import Box from '@mui/material/Box';
import { AUTH_MESSAGES } from '@sanchay/core';
import { useEffect, useRef } from 'react';
import { loadGoogleIdentity } from './googleIdentity';

interface Props {
  clientId: string;
  /** While a sign-in is being verified, clicks fall through to our (disabled) button. */
  disabled?: boolean;
  onCredential: (credential: string) => void;
  onError: (message: string) => void;
}

/**
 * Google's own button (rendered by Google Identity Services) laid invisibly over our
 * "Sign in with Google" button, so a click on our button is a click on Google's, which opens
 * Google's popup and calls back with the ID token.
 */
export function GoogleButtonOverlay({ clientId, disabled = false, onCredential, onError }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const onCredentialRef = useRef(onCredential);
  const onErrorRef = useRef(onError);

  useEffect(() => {
    onCredentialRef.current = onCredential;
    onErrorRef.current = onError;
  }, [onCredential, onError]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((id) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          auto_select: false,
          callback: (response) => onCredentialRef.current(response.credential),
        });
        parent.replaceChildren();
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.max(200, Math.min(400, Math.round(parent.getBoundingClientRect().width))),
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('Google Identity Services', error);
        onErrorRef.current(AUTH_MESSAGES.signInFailed);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <Box
      ref={container}
      data-testid="google-button-overlay"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        opacity: 0.001,
        pointerEvents: disabled ? 'none' : 'auto',
        visibility: disabled ? 'hidden' : 'visible',
        '& iframe': { transform: 'scale(1.2)', transformOrigin: 'center' },
      }}
    />
  );
}
