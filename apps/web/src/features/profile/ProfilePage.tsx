import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_DISPLAY_NAME, LAYOUT } from '@sanchay/core';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';
import { UserAvatar } from '../../components/UserAvatar';
import { useAuth, loginPathFor } from '../auth';
import { TelegramCard } from '../telegram';
import { AccountDataCard } from './AccountDataCard';
import { SessionsCard } from './SessionsCard';

function GoogleAccountCard() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Card data-testid="google-account-card">
      <CardHeader title="Google account" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent
        sx={{ pt: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1 }}
      >
        <UserAvatar user={user} size={LAYOUT.avatarSize} sx={{ mb: 1 }} />
        <Typography variant="h5" component="p" sx={{ wordBreak: 'break-word' }}>
          {user.displayName || DEFAULT_DISPLAY_NAME}
        </Typography>
        <Typography color="textSecondary" sx={{ wordBreak: 'break-all' }}>
          {user.email}
        </Typography>
      </CardContent>
    </Card>
  );
}

function SignInPrompt() {
  return (
    <Card data-testid="profile-sign-in">
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Sign in to see your profile
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          Your profile shows the Google account you signed in with and your connected apps.
        </Typography>
        <Button component={RouterLink} to={loginPathFor('/profile')} variant="contained">
          Sign in
        </Button>
      </CardContent>
    </Card>
  );
}

export default function ProfilePage() {
  const { isAuthenticated } = useAuth();
  return (
    <Page title="Profile">
      <Box sx={{ maxWidth: LAYOUT.cardMaxWidth }}>
        <Stack spacing={3}>
          {isAuthenticated ? <GoogleAccountCard /> : <SignInPrompt />}
          <TelegramCard />
          {isAuthenticated && <SessionsCard />}
          {isAuthenticated && <AccountDataCard />}
        </Stack>
      </Box>
    </Page>
  );
}
