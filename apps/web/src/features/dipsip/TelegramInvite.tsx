import TelegramIcon from '@mui/icons-material/Telegram';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTelegramLink } from '../telegram';

/** After the first save: dip alerts reach the phone only once Telegram is linked, so say so when it is not. */
export function TelegramInvite({ onClose }: { onClose: () => void }) {
  const link = useTelegramLink(true);
  // Without a bot on this server there is nothing to link: alerts stay in the app.
  if (!link.data || link.data.telegram || !link.data.botName) return null;
  return (
    <Alert
      severity="info"
      icon={<TelegramIcon />}
      onClose={onClose}
      data-testid="dipsip-telegram-invite"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to="/profile" color="inherit" size="small">
          Link Telegram
        </Button>
      }
    >
      <strong>Get dip alerts on your phone.</strong> Your subscriptions are saved and alerts arrive in the app (the
      bell); link Telegram in your profile to get them there too.
    </Alert>
  );
}
