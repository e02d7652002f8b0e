import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { datesApartWarning, sourceFreshness } from '@sanchay/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useDataStatus } from '../../lib/dataStatus';

// The panel is drawn on a click only: its code (and the popover's) stays out of the app's first chunks.
const loadPopover = () => import('./DataStatusPopover');
const DataStatusPopover = lazy(loadPopover);

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
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
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
        <Suspense fallback={null}>
          <DataStatusPopover anchor={anchor} onClose={() => setAnchor(null)} dataOrigin={status.data.dataOrigin} rows={rows} apart={apart} />
        </Suspense>
      )}
    </>
  );
}
