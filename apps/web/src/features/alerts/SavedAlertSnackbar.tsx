import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { Link as RouterLink } from 'react-router';

/** "Alert saved: …" with a way to the list, after an alert is saved away from /alerts. */
export function SavedAlertSnackbar({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={4000}
      onClose={onClose}
      message={message}
      action={
        <Button component={RouterLink} to="/alerts" size="small" color="inherit">
          See alerts
        </Button>
      }
    />
  );
}
