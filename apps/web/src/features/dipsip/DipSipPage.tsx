import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Search from '@mui/icons-material/Search';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DIPSIP_MESSAGES,
  DIPSIP_SNACKBAR_MS,
  DIPSIP_TEXT,
  type DipSipFieldErrors,
  type DipSipSubscriptionInput,
  defaultEtfConfig,
  dipSipConfigErrors,
  dipSipRefusalsByIndex,
  etfStatus,
  groupEtfsForDashboard,
  etfSearchText,
  isPreciousMetalSearch,
  matchesEtfSearch,
  readableUnderlying,
  syncSuccessMessage,
  unsubscribeSuccessMessage,
} from '@sanchay/core';
import { Component, lazy, memo, type ReactNode, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth, loginPathFor } from '../auth';
import { ErrorState, LoadingBlock } from '../../components/QueryStates';
import { ApiError } from '../../lib/http';
import { WindowVirtualList } from '../../components/WindowVirtualList';
import { type DipSipEtf, deleteSubscriptions, syncSubscriptions, useDipSipBoard, useDipSipEtfs, useUserInstruments } from './api';
import { DipSipActionBar } from './DipSipActionBar';
import { ConfirmUnsubscribeDialog, SelectionCriteriaDialog } from './DipSipDialogs';
import { DipSipHero } from './DipSipHero';
import { DipSipSettings } from './DipSipSettings';
import { EtfCard } from './EtfCard';
import { previewGroups, type ShownGroup } from './groupPreview';
import { TelegramInvite } from './TelegramInvite';
import { useEtfConfigs } from './useEtfConfigs';

const BacktestDialog = lazy(() => import('./BacktestDialog'));

/** Rough heights for the virtual list before cards are measured: an ETF card and a group title, px. */
const CARD_PX = 236;
const GROUP_TITLE_PX = 40;
/** A group's "Show all" button under its cards, px. */
const SHOW_ALL_PX = 38;
/** Rows of cards drawn as one piece of the virtual list. */
const ROWS_PER_SLICE = 2;

/** Cards a row at the grid's breakpoints (xs 1, sm 2, md 3). */
function useGridColumns(): number {
  const theme = useTheme();
  const sm = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const md = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return md ? 3 : sm ? 2 : 1;
}

interface GroupSlice<T> {
  group: ShownGroup<T>;
  /** 0 for the slice that carries the group's title. */
  part: number;
  /** The group's last slice carries its "Show all" button. */
  last: boolean;
  etfs: T[];
}

/** Each group cut into pieces of at most `size` cards, so a big group is not drawn whole. */
function sliceGroups<T>(groups: readonly ShownGroup<T>[], size: number): GroupSlice<T>[] {
  const slices: GroupSlice<T>[] = [];
  for (const group of groups) {
    for (let start = 0, part = 0; start < group.etfs.length; start += size, part++) {
      slices.push({ group, part, last: start + size >= group.etfs.length, etfs: group.etfs.slice(start, start + size) });
    }
  }
  return slices;
}

/** A group's button after its most popular cards: opens it to all its ETFs. */
function ShowAllButton({ group, onOpen }: { group: ShownGroup<unknown>; onOpen: (title: string) => void }) {
  return (
    <Button size="small" onClick={() => onOpen(group.title)} sx={{ mt: 1 }}>
      Show all {group.size} {group.title} ETFs
    </Button>
  );
}

interface Notice {
  severity: AlertColor;
  message: string;
}

/** The ETF search box; memoised, so the page's answers arriving do not redraw it. */
const EtfSearch = memo(function EtfSearch({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  return (
    <TextField
      fullWidth
      label={DIPSIP_TEXT.searchLabel}
      helperText={DIPSIP_TEXT.searchHint}
      value={query}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        },
      }}
      sx={{ mb: 2 }}
    />
  );
});

/** Keeps a failed lazy chunk from taking the whole dashboard down. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Backtest dialog failed', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The DipSIP dashboard /dipsip (spec 001 sections 2.1, 4.1, 5, 7.3 and 8). */
export default function DipSipPage() {
  const { user, isAuthenticated } = useAuth();
  const email = isAuthenticated && user?.email ? user.email : null;
  const etfs = useDipSipEtfs();
  const board = useDipSipBoard();
  const instruments = useUserInstruments(email);
  const configs = useEtfConfigs(email, instruments.data);

  const [query, setQuery] = useState('');
  const [criteriaOpen, setCriteriaOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [backtest, setBacktest] = useState<{ symbol: string; amount: number; trigger: number } | null>(null);
  const [inviteTelegram, setInviteTelegram] = useState(false);
  // The server's reasons for refusing fields at the last save, by symbol; a card's edit clears its own.
  const [refusals, setRefusals] = useState<Record<string, DipSipFieldErrors>>({});
  const [openedGroups, setOpenedGroups] = useState<ReadonlySet<string>>(() => new Set());
  const openGroup = (title: string) => setOpenedGroups((opened) => new Set(opened).add(title));

  const notify = (severity: AlertColor, message: string) => setNotice({ severity, message });
  // The answers arrive in transitions (useTransitionQuery); the deferred values keep the cards out of any urgent
  // render of the page (a search typed, a switch flipped), which draws them next in a render that yields.
  const etfsData = useDeferredValue(etfs.data);
  const boardData = useDeferredValue(board.data);
  const list = useMemo(() => etfsData ?? [], [etfsData]);
  const quotes = useMemo(() => new Map((boardData ?? []).map((row) => [row.symbol, row])), [boardData]);
  // The search reads the readable index name, the fund's name and house too ("nippon", "banking", "nifty auto").
  const shown = useMemo(
    () =>
      list.filter((etf) => {
        const row = quotes.get(etf.symbol);
        const title = readableUnderlying(etf.underlying, row?.name);
        return matchesEtfSearch({ symbol: etf.symbol, underlying: etfSearchText({ ...etf, title, name: row?.name, fundHouse: row?.fundHouse }) }, query);
      }),
    [list, query, quotes],
  );
  const groups = useMemo(
    () =>
      groupEtfsForDashboard(
        shown.map((etf) => {
          const row = quotes.get(etf.symbol);
          return { ...etf, name: row?.name ?? null, tradedValue: row?.tradedValue ?? null, subscribers: row?.subscribers ?? 0, close: row?.close ?? null, listedOn: row?.listedOn ?? null };
        }),
        // Saved subscriptions lead; a switch flipped now keeps its card where it is until it is saved.
        (etf) => etf.instrument_token !== null && configs.saved[etf.instrument_token]?.subscribed === true,
      ),
    [shown, quotes, configs.saved],
  );
  // 130 ETF cards are too many to draw at once on a phone: the list draws the slices near the window only.
  const columns = useGridColumns();
  const searching = query.trim() !== '';
  const shownGroups = useMemo(() => previewGroups(groups, openedGroups, searching), [groups, openedGroups, searching]);
  const slices = useMemo(() => sliceGroups(shownGroups, columns * ROWS_PER_SLICE), [shownGroups, columns]);
  const pendingCount = list.filter(
    (etf) => etf.instrument_token !== null && !['saved', 'unsubscribed'].includes(etfStatus(configs.working[etf.instrument_token], configs.saved[etf.instrument_token])),
  ).length;

  // Subscribed ETFs whose amount or trigger the server would refuse: Save waits until they are fixed.
  const invalidCount = Object.values(configs.working).filter((c) => c.subscribed && Object.keys(dipSipConfigErrors(c)).length > 0).length;

  const configOf = (etf: DipSipEtf) => (etf.instrument_token === null ? undefined : configs.working[etf.instrument_token]);

  async function saveAll() {
    if (!email) return;
    if (!configs.pending) {
      notify('info', DIPSIP_MESSAGES.noChanges);
      return;
    }
    const subscriptions: DipSipSubscriptionInput[] = [];
    for (const etf of list) {
      const config = configOf(etf);
      if (etf.instrument_token !== null && config?.subscribed) {
        subscriptions.push({ symbol: etf.symbol, instrument_token: etf.instrument_token, amount: config.amount, trigger: config.trigger });
      }
    }
    setBusy(true);
    try {
      const counts = await syncSubscriptions(subscriptions);
      configs.markSaved();
      if (subscriptions.length > 0) setInviteTelegram(true);
      if (counts.added + counts.updated + counts.removed === 0) notify('info', DIPSIP_MESSAGES.noChanges);
      else notify('success', syncSuccessMessage(counts));
    } catch (error) {
      console.error('Error syncing ETF configurations:', error);
      if (error instanceof ApiError) {
        const found: Record<string, DipSipFieldErrors> = {};
        for (const [index, reasons] of dipSipRefusalsByIndex(error.message)) {
          const symbol = subscriptions[index]?.symbol;
          if (symbol) found[symbol] = reasons;
        }
        setRefusals(found);
      }
      notify('error', DIPSIP_MESSAGES.syncFailed);
    } finally {
      setBusy(false);
    }
  }

  function askUnsubscribeAll() {
    if (!configs.anySubscription) {
      notify('warning', DIPSIP_MESSAGES.nothingToUnsubscribe);
      return;
    }
    setConfirmOpen(true);
  }

  async function unsubscribeAll() {
    if (!email) return;
    const tokens = new Set<number>();
    for (const map of [configs.working, configs.saved]) {
      for (const [token, config] of Object.entries(map)) if (config.subscribed) tokens.add(Number(token));
    }
    const savedTokens = Object.entries(configs.saved)
      .filter(([, c]) => c.subscribed)
      .map(([t]) => Number(t));
    setBusy(true);
    try {
      if (savedTokens.length > 0) await deleteSubscriptions(savedTokens);
      configs.clearAll();
      notify('success', unsubscribeSuccessMessage(tokens.size));
    } catch (error) {
      console.error('Error unsubscribing from ETFs:', error);
      notify('error', DIPSIP_MESSAGES.unsubscribeFailed);
    } finally {
      setBusy(false);
      setConfirmOpen(false);
    }
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <DipSipHero />

      <Card component="section" aria-labelledby="dipsip-configure-title" sx={{ overflow: 'visible' }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}
          >
            <Typography id="dipsip-configure-title" component="h2" variant="h5">
              {DIPSIP_TEXT.configureTitle}
            </Typography>
            <Button variant="outlined" size="small" startIcon={<HelpOutline />} onClick={() => setCriteriaOpen(true)}>
              {DIPSIP_TEXT.selectionCriteriaButton}
            </Button>
          </Stack>

          <EtfSearch query={query} onChange={setQuery} />

          {/* Right under the search, so on the first view it sits in its own place and covers nothing; it then
              sticks to the top (or the foot) of the screen while the ETF list scrolls. */}
          <DipSipActionBar
            pendingCount={pendingCount}
            invalidCount={invalidCount}
            busy={busy}
            canSave={email !== null && !busy && configs.pending && invalidCount === 0}
            canUnsubscribe={email !== null && !busy && configs.anySubscription}
            onSave={() => void saveAll()}
            onUnsubscribeAll={askUnsubscribeAll}
          />

          {email && inviteTelegram && <TelegramInvite onClose={() => setInviteTelegram(false)} />}

          {!email && (
            <Alert
              severity="info"
              data-testid="dipsip-sign-in"
              sx={{ mb: 3 }}
              action={
                <Button component={RouterLink} to={loginPathFor('/dipsip')} color="inherit" size="small">
                  Sign in
                </Button>
              }
            >
              <strong>{DIPSIP_TEXT.signInTitle}.</strong> {DIPSIP_TEXT.signInText}
            </Alert>
          )}

          {!etfsData && !etfs.isError ? (
            <LoadingBlock rows={4} height={120} label="Loading ETFs" />
          ) : etfs.isError ? (
            <ErrorState error={etfs.error} onRetry={() => void etfs.refetch()} title="Could not load the ETFs" />
          ) : list.length === 0 ? (
            <Typography color="textSecondary">{DIPSIP_TEXT.noEtfs}</Typography>
          ) : shown.length === 0 ? (
            <Box data-testid="dipsip-no-matches">
              <Typography color="textSecondary">{DIPSIP_TEXT.noMatches}</Typography>
              {isPreciousMetalSearch(query) && (
                <Alert severity="info" sx={{ mt: 1.5 }} data-testid="dipsip-gold-note">
                  Gold and silver ETFs such as GOLDBEES are not DipSIP ETFs: DipSIP buys index (equity) ETFs on their
                  dips. Find them on the{' '}
                  <RouterLink to="/etfs?group=gold">Gold tab of the ETFs page</RouterLink>.
                </Alert>
              )}
            </Box>
          ) : (
            <WindowVirtualList
              testId="etf-grid"
              items={slices}
              gap={16}
              overscan={1}
              itemKey={(slice) => `${slice.group.title}:${slice.part}`}
              estimateSize={(slice) =>
                (slice.part === 0 ? GROUP_TITLE_PX : 0) + Math.ceil(slice.etfs.length / columns) * (CARD_PX + 16) + (slice.last && slice.group.hidden > 0 ? SHOW_ALL_PX : 0)
              }
              renderItem={(slice) => (
                <Box
                  component="section"
                  aria-label={slice.part === 0 ? slice.group.title : `${slice.group.title} (continued)`}
                  data-testid={slice.part === 0 ? 'etf-group' : undefined}
                  sx={{ pt: slice.part === 0 ? 1 : 0 }}
                >
                  {slice.part === 0 && (
                    <Typography component="h3" variant="subtitle2" sx={{ mb: 1.25, color: 'text.secondary', fontWeight: 700, letterSpacing: 0.3 }}>
                      {slice.group.title}{' '}
                      <Box component="span" sx={{ fontWeight: 400 }}>
                        · {slice.group.size} ETF{slice.group.size === 1 ? '' : 's'}
                      </Box>
                    </Typography>
                  )}
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
                    {slice.etfs.map((etf) => {
                      const token = etf.instrument_token;
                      const config = configOf(etf) ?? defaultEtfConfig();
                      const status = token === null ? 'unsubscribed' : etfStatus(configs.working[token], configs.saved[token]);
                      return (
                        <EtfCard
                          key={etf.symbol}
                          etf={etf}
                          config={config}
                          status={status}
                          quote={quotes.get(etf.symbol)}
                          refusal={refusals[etf.symbol]}
                          canSubscribe={email !== null && token !== null}
                          onChange={(next) => {
                            if (token === null) return;
                            configs.update(token, next);
                            if (refusals[etf.symbol]) setRefusals(({ [etf.symbol]: _cleared, ...rest }) => rest);
                          }}
                          onBacktest={() => setBacktest({ symbol: etf.symbol, amount: config.amount, trigger: config.trigger })}
                        />
                      );
                    })}
                  </Box>
                  {slice.last && slice.group.hidden > 0 && <ShowAllButton group={slice.group} onOpen={openGroup} />}
                </Box>
              )}
            />
          )}

        </CardContent>
      </Card>

      {email && <DipSipSettings email={email} notify={notify} />}

      <SelectionCriteriaDialog open={criteriaOpen} onClose={() => setCriteriaOpen(false)} />
      <ConfirmUnsubscribeDialog open={confirmOpen} busy={busy} onCancel={() => setConfirmOpen(false)} onConfirm={() => void unsubscribeAll()} />

      {backtest && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <BacktestDialog open onClose={() => setBacktest(null)} symbol={backtest.symbol} amount={backtest.amount} trigger={backtest.trigger} />
          </Suspense>
        </QuietBoundary>
      )}

      <Snackbar
        open={notice !== null}
        autoHideDuration={DIPSIP_SNACKBAR_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setNotice(null);
        }}
      >
        {notice ? (
          <Alert
            variant="filled"
            severity={notice.severity}
            data-testid="dipsip-notice"
            sx={{ width: '100%' }}
            action={
              <Button color="inherit" size="small" onClick={() => setNotice(null)}>
                {DIPSIP_TEXT.close}
              </Button>
            }
          >
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Container>
  );
}
