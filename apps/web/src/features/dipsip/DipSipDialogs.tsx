import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DIPSIP_CONFIRM_UNSUBSCRIBE as CONFIRM, DIPSIP_SELECTION_CRITERIA as CRITERIA } from '@sanchay/core';

/** The 'Selection Criteria' help dialog (spec 001 section 2.1: max width 600, 'Got it'). */
export function SelectionCriteriaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth slotProps={{ paper: { sx: { maxWidth: CRITERIA.maxWidth } } }} aria-labelledby="dipsip-criteria-title">
      <DialogTitle id="dipsip-criteria-title">{CRITERIA.title}</DialogTitle>
      <DialogContent>
        <Typography color="textSecondary">{CRITERIA.intro}</Typography>
        <List dense>
          {CRITERIA.items.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <CheckCircleOutline color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {CRITERIA.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Confirm Unsubscribe' (spec 001 section 2.1: max width 500). */
export function ConfirmUnsubscribeDialog({ open, busy, onCancel, onConfirm }: { open: boolean; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={open} onClose={onCancel} fullWidth slotProps={{ paper: { sx: { maxWidth: CONFIRM.maxWidth } } }} aria-labelledby="dipsip-confirm-title">
      <DialogTitle id="dipsip-confirm-title">{CONFIRM.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{CONFIRM.question}</Typography>
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          {CONFIRM.warning}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {CONFIRM.note}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{CONFIRM.cancel}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {CONFIRM.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
