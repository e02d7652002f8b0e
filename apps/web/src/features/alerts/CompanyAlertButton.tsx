import AddAlertOutlined from '@mui/icons-material/AddAlertOutlined';
import Button from '@mui/material/Button';
import { ALERT_KINDS, ALERT_MESSAGES, type AlertView } from '@sanchay/core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { loginPathFor, useAuth } from '../auth';
import { AlertForm, emptyDraft } from './AlertForm';
import { useCreateAlert } from './api';
import { SavedAlertSnackbar } from './SavedAlertSnackbar';

/** Every kind but the DipSIP trigger, which watches a DipSIP ETF only (the server refuses it on anything else). */
const COMPANY_KINDS = ALERT_KINDS.filter((kind) => kind !== 'dip_trigger');

interface Props {
  symbol: string;
  /** The company is a DipSIP ETF: its DipSIP trigger is offered too. */
  dipSipEtf?: boolean;
  /** Where sign-in returns to. */
  returnTo: string;
}

/** "More alerts": the /alerts form for this company, with every kind that applies to it. */
export function CompanyAlertButton({ symbol, dipSipEtf = false, returnTo }: Props) {
  const { isAuthenticated } = useAuth();
  const create = useCreateAlert();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (!isAuthenticated) {
    return (
      <Button component={RouterLink} to={loginPathFor(returnTo)} startIcon={<AddAlertOutlined />}>
        More alerts
      </Button>
    );
  }
  const close = () => {
    setOpen(false);
    create.reset();
  };
  return (
    <>
      <Button startIcon={<AddAlertOutlined />} onClick={() => setOpen(true)}>
        More alerts
      </Button>
      {open && (
        <AlertForm
          open
          title={`New alert on ${symbol}`}
          initial={emptyDraft(symbol)}
          kinds={dipSipEtf ? ALERT_KINDS : COMPANY_KINDS}
          symbolFixed
          saving={create.isPending}
          serverError={create.error ? create.error.message : null}
          onClose={close}
          onSave={(input) =>
            create.mutate(input, {
              onSuccess: (data) => {
                const { alert } = data as { alert: AlertView };
                close();
                setSaved(`${ALERT_MESSAGES.created}: ${alert.symbol}: ${alert.description}`);
              },
            })
          }
        />
      )}
      <SavedAlertSnackbar message={saved} onClose={() => setSaved(null)} />
    </>
  );
}
