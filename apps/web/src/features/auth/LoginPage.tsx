import GoogleIcon from '@mui/icons-material/Google';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, LOGIN_TEXT } from '@sanchay/core';
import { useCallback, useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { useAppConfig, type AppConfig } from '../config';
import { useAuth } from './AuthContext';
import { GoogleButtonOverlay } from './GoogleButtonOverlay';
import { sanitizeRedirect } from './redirect';
import { useSignIn } from './useSignIn';

type Method = 'google' | 'dev' | 'none' | 'unavailable' | 'loading';

function signInMethod(config: AppConfig | undefined, failed: boolean): Method {
  if (config) {
    if (config.googleClientId) return 'google';
    return config.devLogin ? 'dev' : 'none';
  }
  return failed ? 'unavailable' : 'loading';
}

export default function LoginPage() {
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const redirect = sanitizeRedirect(params.get('redirect'));
  const config = useAppConfig();
  const { pending, error, verify, signInWithDevProvider, showError } = useSignIn();
  const [googleFailed, setGoogleFailed] = useState(false);
  const method = signInMethod(config.data, config.isError);

  const onGoogleError = useCallback(
    (message: string) => {
      setGoogleFailed(true);
      showError(message);
    },
    [showError],
  );

  if (isAuthenticated) return <Navigate to={redirect} replace />;

  function onClick() {
    if (method === 'dev') void signInWithDevProvider();
    else showError(AUTH_MESSAGES.signInFailed);
  }

  const googleOverlay = method === 'google' && !googleFailed ? config.data?.googleClientId : undefined;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <Card sx={{ maxWidth: 440, mx: 'auto', boxShadow: '0 12px 40px rgba(20, 26, 46, 0.08)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Avatar
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 56, height: 56, mx: 'auto', mb: 2 }}
          >
            <LockOutlinedIcon />
          </Avatar>
          <Typography component="h1" variant="h4" gutterBottom>
            {LOGIN_TEXT.title}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {LOGIN_TEXT.subtitle}
          </Typography>

          {error && (
            <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
              {error}
            </Alert>
          )}
          {method === 'none' && (
            <Alert severity="info" sx={{ mb: 2, textAlign: 'left' }}>
              Sign-in is not configured on this server yet. Set GOOGLE_CLIENT_ID, or enable the development sign-in.
            </Alert>
          )}

          <Box sx={{ position: 'relative' }}>
            <Button
              fullWidth
              size="large"
              variant="outlined"
              data-testid="google-sign-in"
              aria-busy={pending}
              disabled={pending || method === 'loading' || method === 'none'}
              startIcon={pending ? <CircularProgress size={20} color="inherit" /> : <GoogleIcon />}
              onClick={onClick}
              // Google's own button lies over this one and takes the click (and the focus).
              tabIndex={googleOverlay ? -1 : undefined}
              aria-hidden={googleOverlay ? true : undefined}
              sx={{ py: 1.25 }}
            >
              {LOGIN_TEXT.button}
            </Button>
            {googleOverlay && (
              <GoogleButtonOverlay
                clientId={googleOverlay}
                disabled={pending}
                onCredential={(credential) => void verify(credential)}
                onError={onGoogleError}
              />
            )}
          </Box>

          {method === 'dev' && (
            <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1.5 }}>
              Development sign-in: pick any name and email in the popup. No Google account is needed.
            </Typography>
          )}

          <Typography variant="body2" color="textSecondary" sx={{ mt: 3 }}>
            By continuing, you agree to our{' '}
            <Link component={RouterLink} to="/terms">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link component={RouterLink} to="/privacy">
              Privacy Policy
            </Link>
            .
          </Typography>
        </CardContent>
      </Card>
    </Container>
  );
}
