import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { datesApartWarning, sourceFreshness } from '@sanchay/core';
import { useMemo, useState } from 'react';
import { useDataStatus } from '../../lib/dataStatus';

/** "Data as of": every source with its date and age; a source older than it should be is flagged in words. */
export function DataStatusButton() {
  const status = useDataStatus();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The popover is drawn from its first opening on (it stays mounted after, so it can animate out).
  const [opened, setOpened] = useState(false);
  // Worked out once per answer, not on every render of the top bar.
  const summary = useMemo(() => {
    if (!status.data) return null;
    const now = new Date();
    const rows = status.data.sources.map((source) => ({ source, freshness: sourceFreshness(source, now) }));
    return { rows, stale: rows.filter((r) => r.freshness.stale).length, apart: datesApartWarning(status.data.sources) };
  }, [status.data]);
  if (!status.data || !summary) return null;
  const { rows, stale, apart } = summary;
  return (
    <>
      <IconButton
        aria-label={stale > 0 ? `Data dates: ${stale} source${stale === 1 ? '' : 's'} out of date` : 'Data dates'}
        title="How current the data is"
        data-testid="data-status-button"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <Badge color="warning" variant="dot" invisible={stale === 0}>
          <EventAvailableOutlined />
        </Badge>
      </IconButton>
      {opened && (
        <Popover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', p: 2 }, 'data-testid': 'data-status' } as object,
          }}
        >
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            How current the data is
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
            Every figure on screen is of its source&apos;s date below (data from: {status.data.dataOrigin}).
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
            {rows.map(({ source, freshness }) => (
              <Box component="li" key={source.id} data-testid={`data-source-${source.id}`}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                  <Box sx={{ flex: 1, fontWeight: 600, fontSize: '0.875rem' }}>{source.label}</Box>
                  <Box sx={{ fontSize: '0.875rem', fontVariantNumeric: 'tabular-nums' }}>{freshness.dateText}</Box>
                </Box>
                <Box
                  sx={{
                    display: 'flex',
                    gap: 0.5,
                    alignItems: 'center',
                    typography: 'caption',
                    color: freshness.stale ? 'warning.main' : 'text.secondary',
                  }}
                >
                  {freshness.stale && <WarningAmberOutlined sx={{ fontSize: 14 }} />}
                  {source.meaning} · {freshness.ageText}
                </Box>
                {freshness.warning && (
                  <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{freshness.warning}</Box>
                )}
              </Box>
            ))}
          </Box>
          {apart && (
            <Typography
              variant="caption"
              component="p"
              sx={{ mt: 1.5, color: 'warning.main' }}
              data-testid="data-status-apart"
            >
              {apart}
            </Typography>
          )}
        </Popover>
      )}
    </>
  );
}
