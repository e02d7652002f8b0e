import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DIPSIP_AMOUNT, DIPSIP_MESSAGES, DIPSIP_SETTINGS_TEXT as TEXT, dipSipMonthlyCap, dipSipSettingsFromConfigs } from '@sanchay/core';
import { useEffect, useState } from 'react';
import { useDipSipConfigs, useSaveDipSipSettings } from './api';

interface Props {
  email: string;
  notify: (severity: 'success' | 'error', message: string) => void;
}

/** Optional per-user settings (off by default): a monthly cap and a month-end fallback buy, as user configs. */
export function DipSipSettings({ email, notify }: Props) {
  const configs = useDipSipConfigs(email);
  const save = useSaveDipSipSettings(email);
  const [cap, setCap] = useState('');
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    if (!configs.data) return;
    const settings = dipSipSettingsFromConfigs(configs.data);
    setCap(settings.monthlyCap === null ? '' : String(settings.monthlyCap));
    setFallback(settings.monthEndFallback);
  }, [configs.data]);

  const capValid = dipSipMonthlyCap.safeParse(cap).success;

  return (
    <Card variant="outlined" sx={{ mt: 3 }} data-testid="dipsip-settings">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {TEXT.title}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={TEXT.monthlyCapLabel}
            type="number"
            size="small"
            value={cap}
            onChange={(event) => setCap(event.target.value)}
            error={!capValid}
            helperText={capValid ? TEXT.monthlyCapHint : TEXT.invalidCap}
            slotProps={{ htmlInput: { min: DIPSIP_AMOUNT.min, step: DIPSIP_AMOUNT.step, inputMode: 'numeric' } }}
            sx={{ maxWidth: { sm: 280 } }}
          />
          <Stack>
            <FormControlLabel
              control={<Switch checked={fallback} onChange={(event) => setFallback(event.target.checked)} />}
              label={TEXT.monthEndFallbackLabel}
            />
            <FormHelperText sx={{ mt: 0 }}>{TEXT.monthEndFallbackHint}</FormHelperText>
          </Stack>
        </Stack>
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          disabled={!capValid || save.isPending || configs.isLoading}
          onClick={() =>
            save.mutate(
              { monthlyCap: cap, monthEndFallback: fallback },
              {
                onSuccess: () => notify('success', DIPSIP_MESSAGES.settingsSaved),
                onError: (error) => {
                  console.error('DipSIP settings could not be saved', error);
                  notify('error', DIPSIP_MESSAGES.settingsFailed);
                },
              },
            )
          }
        >
          {TEXT.save}
        </Button>
      </CardContent>
    </Card>
  );
}
