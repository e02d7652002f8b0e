import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  EXPLORER_DEFAULT_SELECTION,
  EXPLORER_EXAMPLE_FUNCTION,
  EXPLORER_TEXTS,
  type ExplorerArrayName,
  type ResultTable,
  toResultTables,
} from '@sanchay/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Page } from '../../components/Page';
import { useAuth, SignInPrompt } from '../auth';
import { useMarket } from '../market';
import { errorText, executeFunction, type FetchedArrays, fetchArrays } from './api';
import { ArrayPanels } from './ArrayPanels';
import { ArraySelector } from './ArraySelector';
import { ExecutionResults } from './ExecutionResults';
import { FunctionBox } from './FunctionBox';

/** /arrayview: the data-array explorer (spec 001 sections 2.5 and 4.6). */
export default function ExplorerPage() {
  const { isAuthenticated } = useAuth();
  return (
    <Page
      title={EXPLORER_TEXTS.title}
      subtitle="Fetch named data arrays from the database, then run your own JavaScript function over them on the server, in a sandbox."
      maxWidth="lg"
    >
      {isAuthenticated ? (
        <Explorer />
      ) : (
        <SignInPrompt
          testId="explorer-sign-in"
          title="Sign in to use the data-array explorer"
          text="The explorer runs your functions on our server, so it needs an account. Some arrays, such as peers, come from your own watch list."
          returnTo="/arrayview"
        />
      )}
    </Page>
  );
}

function Explorer() {
  const { market } = useMarket();
  const [selected, setSelected] = useState<ExplorerArrayName[]>([...EXPLORER_DEFAULT_SELECTION]);
  const [fetched, setFetched] = useState<FetchedArrays | null>(null);
  const [loading, setLoading] = useState(false);
  const [fetchError, setFetchError] = useState<string | null>(null);
  const [functionText, setFunctionText] = useState(EXPLORER_EXAMPLE_FUNCTION);
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<ResultTable[]>([]);
  const [execError, setExecError] = useState<string | null>(null);
  const [execNote, setExecNote] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
  }, [selected]);
  const fetchController = useRef<AbortController | null>(null);

  const fetchSelected = useCallback(async () => {
    const names = selectedRef.current;
    if (names.length === 0) return; // a fetch needs at least one array (spec 001 section 4.6)
    fetchController.current?.abort();
    const controller = new AbortController();
    fetchController.current = controller;
    setLoading(true);
    setFetchError(null);
    try {
      setFetched(await fetchArrays(names, market, controller.signal));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Error fetching data:', error);
      setFetchError(errorText(error));
    } finally {
      if (fetchController.current === controller) setLoading(false);
    }
  }, [market]);

  // Once when the screen opens (and again when the market changes).
  useEffect(() => {
    void fetchSelected();
    return () => fetchController.current?.abort();
  }, [fetchSelected]);

  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  async function loadMore(name: string) {
    if (!fetched) return;
    setLoadingMore(name);
    setFetchError(null);
    try {
      const page = await fetchArrays([name], market, undefined, fetched.data[name]?.length ?? 0);
      setFetched((current) =>
        current
          ? {
              data: { ...current.data, [name]: [...(current.data[name] ?? []), ...(page.data[name] ?? [])] },
              meta: { ...current.meta, ...(page.meta[name] ? { [name]: page.meta[name] } : {}) },
            }
          : current,
      );
    } catch (error) {
      console.error('Error fetching data:', error);
      setFetchError(errorText(error));
    } finally {
      setLoadingMore(null);
    }
  }

  const arrays = Object.keys(fetched?.data ?? {});

  async function execute() {
    setRunning(true);
    setExecError(null);
    setExecNote(null);
    try {
      const response = await executeFunction(functionText, market, arrays);
      const tables = toResultTables(response.result.result);
      setResults(tables);
      setElapsedMs(response.result.elapsedMs);
      if (tables.length === 0) setExecNote('The function returned no value (null or undefined).');
    } catch (error) {
      console.error('Error executing function:', error);
      setResults([]);
      setExecError(errorText(error));
    } finally {
      setRunning(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          Data arrays
        </Typography>
        <ArraySelector
          selected={selected}
          onChange={setSelected}
          onFetch={() => void fetchSelected()}
          loading={loading}
        />
        {loading && <LinearProgress sx={{ mt: 2 }} aria-label="Fetching data arrays" />}
        {fetchError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="explorer-fetch-error">
            {fetchError}
          </Alert>
        )}
        {fetched && (
          <Box sx={{ mt: 2 }}>
            <ArrayPanels fetched={fetched} onLoadMore={(name) => void loadMore(name)} loadingMore={loadingMore} />
          </Box>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          Function
        </Typography>
        <FunctionBox
          value={functionText}
          onChange={setFunctionText}
          onExecute={() => void execute()}
          running={running}
          arrays={arrays}
        />
        {execError && (
          <Alert
            severity="error"
            sx={{ mt: 2, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            data-testid="explorer-exec-error"
          >
            {execError}
          </Alert>
        )}
        {execNote && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {execNote}
          </Alert>
        )}
      </Paper>

      <ExecutionResults tables={results} elapsedMs={elapsedMs} />
    </Box>
  );
}
