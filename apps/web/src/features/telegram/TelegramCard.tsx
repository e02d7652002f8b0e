import TelegramIcon from '@mui/icons-material/Telegram';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useAdminAccess } from '../admin';
import { useAuth } from '../auth';
import {
  clearTelegramUser,
  connectTelegram,
  disconnectTelegram,
  readStoredTelegramUser,
  storeTelegramUser,
  type TelegramLink,
  telegramLinkQueryKey,
  type TelegramWidgetUser,
  useTelegramBotName,
  useTelegramLink,
} from './api';
import { TelegramLoginWidget } from './TelegramLoginWidget';
import { SNACKBAR_MS, TELEGRAM_TEXT } from './texts';

interface Notice {
  message: string;
  severity: 'success' | 'error' | 'info';
}

/** What the card shows as connected: the server's link, else (until it answers) the stored widget user. */
interface Shown {
  firstName: string;
  username: string | null;
  photoUrl: string | null;
}

const fromLink = (link: TelegramLink): Shown => ({
  firstName: link.firstName ?? link.username ?? 'there',
  username: link.username,
  photoUrl: link.photoUrl,
});
const fromWidget = (user: TelegramWidgetUser): Shown => ({
  firstName: user.first_name ?? user.username ?? 'there',
  username: user.username ?? null,
  photoUrl: user.photo_url ?? null,
});

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message; // the server's message, or 'HTTP error! status: N'
  return TELEGRAM_TEXT.failure;
}

/**
 * The profile's Telegram Integration card (spec 001 sections 2.2 and 4.2): not connected (the login widget),
 * connecting (full-screen spinner), connected (avatar, welcome, @username, Disconnect). The server is the
 * source of truth; localStorage `telegramUser` restores the view on load.
 */
export function TelegramCard() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { botName, loading: configLoading } = useTelegramBotName();
  // Only an administrator is shown how to set the bot up (GET /api/admin/access answers 200 for them alone).
  const isAdmin = useAdminAccess(Boolean(user) && !configLoading && !botName).isSuccess;
  const link = useTelegramLink(Boolean(user));
  const [stored, setStored] = useState<TelegramWidgetUser | null>(() => (user ? readStoredTelegramUser() : null));
  const [connecting, setConnecting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  // The server decides: no link there means no link here.
  const serverLink = link.data?.telegram;
  useEffect(() => {
    if (link.isSuccess && serverLink === null && stored) {
      clearTelegramUser();
      setStored(null);
    }
  }, [link.isSuccess, serverLink, stored]);

  const shown: Shown | null = serverLink ? fromLink(serverLink) : link.isSuccess ? null : stored ? fromWidget(stored) : null;

  const onAuth = useCallback(
    async (tgUser: TelegramWidgetUser) => {
      if (!user?.email) {
        setNotice({ message: TELEGRAM_TEXT.noEmail, severity: 'error' });
        return;
      }
      setConnecting(true);
      try {
        const response = await connectTelegram(tgUser, user.email);
        storeTelegramUser(tgUser);
        setStored(tgUser);
        queryClient.setQueryData(telegramLinkQueryKey, { botName, telegram: response.telegram });
        setNotice({ message: TELEGRAM_TEXT.success, severity: 'success' });
      } catch (error) {
        clearTelegramUser();
        setStored(null);
        setNotice({ message: errorMessage(error), severity: 'error' });
      } finally {
        setConnecting(false);
      }
    },
    [user, queryClient, botName],
  );

  const onDisconnect = async () => {
    clearTelegramUser();
    setStored(null);
    try {
      await disconnectTelegram();
      queryClient.setQueryData(telegramLinkQueryKey, { botName, telegram: null });
      setNotice({ message: TELEGRAM_TEXT.disconnected, severity: 'info' });
    } catch (error) {
      await queryClient.invalidateQueries({ queryKey: telegramLinkQueryKey });
      setNotice({ message: errorMessage(error), severity: 'error' });
    }
  };

  let content;
  if (shown) {
    content = (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="telegram-connected">
        <Alert severity="success" sx={{ width: '100%' }}>
          {TELEGRAM_TEXT.connected}
        </Alert>
        <Avatar src={shown.photoUrl ?? undefined} alt={shown.firstName} sx={{ width: 72, height: 72 }} slotProps={{ img: { referrerPolicy: 'no-referrer' } }} />
        <Typography variant="h6" component="p">
          {TELEGRAM_TEXT.welcome(shown.firstName)}
        </Typography>
        {shown.username && <Typography color="textSecondary">@{shown.username}</Typography>}
        <Button variant="outlined" color="error" onClick={() => void onDisconnect()}>
          {TELEGRAM_TEXT.disconnect}
        </Button>
      </Stack>
    );
  } else if (!user) {
    content = (
      <Alert severity="info">
        <AlertTitle>{TELEGRAM_TEXT.connectTitle}</AlertTitle>
        {TELEGRAM_TEXT.signInFirst}
      </Alert>
    );
  } else if (configLoading || link.isPending) {
    content = <CircularProgress size={28} aria-label="Loading Telegram status" />;
  } else if (!botName) {
    content = (
      <Stack spacing={2}>
        <Alert severity="info" data-testid="telegram-not-configured">
          <AlertTitle>{TELEGRAM_TEXT.notConfiguredTitle}</AlertTitle>
          {TELEGRAM_TEXT.notConfigured}
        </Alert>
        {isAdmin && (
          <Alert severity="warning" data-testid="telegram-admin-setup">
            <AlertTitle>{TELEGRAM_TEXT.adminSetupTitle}</AlertTitle>
            <ol style={{ margin: 0, paddingLeft: 20 }}>
              {TELEGRAM_TEXT.adminSetup.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Alert>
        )}
      </Stack>
    );
  } else {
    content = (
      <Stack spacing={2}>
        <Alert severity="info">
          <AlertTitle>{TELEGRAM_TEXT.connectTitle}</AlertTitle>
          {TELEGRAM_TEXT.connectHint}
        </Alert>
        <TelegramLoginWidget botName={botName} onAuth={(u) => void onAuth(u)} />
      </Stack>
    );
  }

  return (
    <Card data-testid="telegram-card">
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: '#229ED9', color: '#fff' }}>
            <TelegramIcon />
          </Avatar>
        }
        title={TELEGRAM_TEXT.cardTitle}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>{content}</CardContent>
      <Backdrop open={connecting} sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff' })} data-testid="telegram-connecting">
        <CircularProgress color="inherit" aria-label="Connecting Telegram" />
      </Backdrop>
      <Snackbar
        open={notice !== null}
        autoHideDuration={SNACKBAR_MS}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)} data-testid="telegram-notice">
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Card>
  );
}
