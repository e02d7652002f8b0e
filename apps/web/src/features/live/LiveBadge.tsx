import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { keyframes } from '@mui/material/styles';
import { useLiveStatus, useLiveTopic } from '../../lib/marketSocket';
import type { FeedStatus } from './types';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.35; }
  100% { opacity: 1; }
`;

export type LiveBadgeLabel = 'Simulated' | 'Live' | 'Closed' | 'Simulated · Closed' | 'Connecting' | 'Reconnecting';

/** What the badge says for a feed status and socket state. */
export function liveBadgeLabel(status: FeedStatus | undefined, connection: 'connecting' | 'open' | 'reconnecting'): LiveBadgeLabel {
  if (connection === 'reconnecting') return 'Reconnecting';
  if (!status) return 'Connecting';
  // Simulated prices always say so, even the closing ones.
  if (!status.live) return status.feed === 'simulated' ? 'Simulated · Closed' : 'Closed';
  return status.feed === 'simulated' ? 'Simulated' : 'Live';
}

const TIPS: Record<LiveBadgeLabel, string> = {
  Simulated: 'Prices are simulated: a seeded random walk from each instrument\'s last close. They are not real market prices.',
  Live: 'Streaming from the exchange through Kite.',
  Closed: 'The market is closed (09:15 to 15:30 IST on weekdays). Prices are the last traded ones.',
  'Simulated · Closed': 'The market is closed (09:15 to 15:30 IST on weekdays). Prices are the simulated session\'s last ones, or the last real close.',
  Connecting: 'Connecting to live prices…',
  Reconnecting: 'The connection dropped; reconnecting…',
};

/** The tooltip: the NSE session by name when the server sends it (a holiday: "Closed for Guru Nanak Jayanti ..."). */
export function liveBadgeTip(status: FeedStatus | undefined, label: LiveBadgeLabel): string {
  const market = status?.market;
  if (!market || label === 'Connecting' || label === 'Reconnecting') return TIPS[label];
  if (label === 'Closed' || label === 'Simulated · Closed') return `${market.label}. ${TIPS[label].replace(/^The market is closed \(09:15 to 15:30 IST on weekdays\)\. /, '')}`;
  return `${TIPS[label]} NSE: ${market.label}.`;
}

/** "Simulated" / "Live" / "Closed" next to any live price (issue 5): simulated prices are always labelled. */
export function LiveBadge({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { data } = useLiveTopic<FeedStatus>('status');
  const status = useLiveStatus();
  const label = liveBadgeLabel(data, status);
  const holiday = data?.market?.phase === 'holiday' ? data.market.holiday : null;
  const moving = label === 'Simulated' || label === 'Live';
  const color = label === 'Live' ? 'success' : label === 'Simulated' ? 'warning' : 'default';
  return (
    <Tooltip title={liveBadgeTip(data, label)} arrow>
      <Chip
        size={size}
        color={color}
        variant={moving ? 'filled' : 'outlined'}
        data-testid="live-badge"
        label={holiday ? `${label} · ${holiday}` : label}
        icon={
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: moving ? 'currentColor' : 'text.disabled',
              ml: '8px !important',
              animation: moving ? `${pulse} 1.6s ease-in-out infinite` : 'none',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        }
        sx={{ fontWeight: 600, letterSpacing: 0.2 }}
      />
    </Tooltip>
  );
}
