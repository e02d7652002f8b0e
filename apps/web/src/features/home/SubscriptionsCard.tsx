import Box from '@mui/material/Box';
import { configFromRecord, dipDistance, dipDistanceText, formatDate, formatINR, formatPrice, readableUnderlying } from '@sanchay/core';
import { ChangeText } from '../../components/data-table';
import { useDipSipBoard, useUserInstruments } from '../dipsip';
import { EmptyState, LoadingBlock } from '../../components/QueryStates';
import { FigureRow, HomeCard } from './HomeCard';

/** The user's DipSIP subscriptions: each ETF's price, day change and distance to its trigger. */
export function SubscriptionsCard({ email }: { email: string }) {
  const instruments = useUserInstruments(email);
  const board = useDipSipBoard();
  const quotes = new Map((board.data ?? []).map((row) => [row.symbol, row]));
  const list = instruments.data ?? [];
  const dates = [...new Set(list.map((i) => quotes.get(i.instrumentSymbol)?.date).filter(Boolean))] as string[];
  return (
    <HomeCard
      title="Your DipSIP"
      to="/dipsip"
      toLabel="Manage"
      testId="home-dipsip"
      asOf={dates.length > 0 ? `ETF prices: close of ${dates.map((d) => formatDate(d)).join(', ')}` : undefined}
    >
      {instruments.isPending ? (
        <LoadingBlock rows={3} height={36} label="Loading subscriptions" />
      ) : list.length === 0 ? (
        <EmptyState title="No DipSIP subscriptions yet" hint="Pick index ETFs, an amount and a dip trigger; we alert you when they fall." />
      ) : (
        list.map((instrument) => {
          const config = configFromRecord(instrument);
          const quote = quotes.get(instrument.instrumentSymbol);
          const distance = dipDistance(quote?.changePct, config.trigger);
          return (
            <FigureRow
              key={instrument.id}
              testId={`home-dipsip-${instrument.instrumentSymbol}`}
              name={instrument.instrumentSymbol}
              detail={`${quote ? readableUnderlying(quote.underlying) : ''}${quote ? ' · ' : ''}${formatINR(config.amount)} at ${config.trigger}% dip`}
              figure={formatPrice(quote?.close)}
              sub={
                <>
                  <ChangeText value={quote?.changePct} />
                  <Box sx={{ color: distance?.triggered ? 'error.main' : 'text.secondary' }}>{dipDistanceText(distance, config.trigger)}</Box>
                </>
              }
            />
          );
        })
      )}
    </HomeCard>
  );
}
