import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ResearchAnswerWire, ResearchCatalogue } from '@sanchay/core';
import { SCREEN_INTROS } from '@sanchay/core';
import { memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { ErrorState, LoadingBlock } from '../../components/QueryStates';
import { QueryError, saveScreenPrompt, useResearchCatalogue, useScreen } from './api';
import { FilterBuilder, newRow } from './FilterBuilder';
import { QueryEditor, type QueryProblem } from './QueryEditor';
import { type BuilderState, builderQuery } from './queryText';
import { SaveScreenDialog } from './SaveScreenDialog';
import { ScreenResults } from './ScreenResults';

type Mode = 'builder' | 'query';

const EXAMPLES = [
  'Return on equity > 20 AND Debt to equity < 0.5 sort by Market Capitalization desc limit 25',
  'Price to earning < 15 AND Dividend yield > 2 AND Market cap type = "Large Cap"',
  'Current price < DMA 200 AND RSI < 35',
  '(Sales growth 3Years > 15 OR Profit growth 3Years > 20) AND Pledged percentage < 5',
];

const initialBuilder = (): BuilderState => ({
  rows: [newRow('Return on equity', '>', '15'), newRow('Debt to equity', '<', '1')],
  sectors: [],
  index: '',
  capTypes: [],
  sortMetric: 'Market Capitalization',
  sortDirection: 'desc',
  limit: 25,
});

// The form re-renders only when what it shows changes, not as a run starts and ends: its Tabs measure the page
// after every render of theirs, and a phone feels each such layout.
const MemoFilterBuilder = memo(FilterBuilder);
const TABS_SX = { mb: 2, borderBottom: 1, borderColor: 'divider' } as const;
const ModeTabs = memo(function ModeTabs({ mode, onChange }: { mode: Mode; onChange: (next: Mode) => void }) {
  return (
    <Tabs value={mode} onChange={(_event, next: Mode) => onChange(next)} sx={TABS_SX}>
      <Tab value="builder" label="Build filters" />
      <Tab value="query" label="Write a query" />
    </Tabs>
  );
});
/**
 * The tabs come in a render after the form's: MUI's Tabs measure themselves as they mount (their indicator), which
 * in the form's own commit made the phone lay out the whole freshly drawn page inside that one long task. Until
 * then their room (49 px with the rule under them) is kept, so nothing moves.
 */
function LaterModeTabs(props: { mode: Mode; onChange: (next: Mode) => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? <ModeTabs {...props} /> : <Box aria-hidden sx={{ ...TABS_SX, height: 49 }} />;
}

/** /stocks: a screener on the research engine: filter rows or a typed query, results, save as a prompt. */
export default function StocksPage() {
  const catalogue = useResearchCatalogue();
  // A query's answer re-renders synchronously; the screener is drawn in a deferred render that yields to the
  // browser instead, with the loading block kept until then.
  const catalogueData = useDeferredValue(catalogue.data);
  return (
    <Page
      title={SCREEN_INTROS['/stocks'].heading}
      subtitle={SCREEN_INTROS['/stocks'].lead}
      maxWidth="xl"
    >
      {!catalogueData && !catalogue.isError && <LoadingBlock rows={5} label="Loading metrics" />}
      {catalogue.isError && <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} title="Could not load the metric list" />}
      {catalogueData && <Screener catalogue={catalogueData} />}
    </Page>
  );
}

function Screener({ catalogue }: { catalogue: ResearchCatalogue }) {
  const [params, setParams] = useSearchParams();
  const sharedQuery = params.get('q');
  const [mode, setMode] = useState<Mode>(sharedQuery ? 'query' : 'builder');
  const [builder, setBuilder] = useState<BuilderState>(initialBuilder);
  const [query, setQuery] = useState(() => sharedQuery ?? builderQuery(initialBuilder()));
  const [problem, setProblem] = useState<QueryProblem | null>(null);
  const [answer, setAnswer] = useState<ResearchAnswerWire | null>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [snack, setSnack] = useState<string | null>(null);
  const screen = useScreen();
  const keywords = useMemo(() => catalogue.metrics.flatMap((m) => [m.name, ...m.aliases]).concat(['Sector', 'Industry', 'Index', 'Market cap type', ...catalogue.indices]), [catalogue]);

  const run = (text: string) => {
    setProblem(null);
    screen.mutate(text, {
      // The results table is drawn in a transition, in slices that leave the page responsive.
      onSuccess: (result) =>
        startTransition(() => {
          setAnswer(result);
          if (result.query) setParams({ q: result.query }, { replace: true });
        }),
      onError: (error) => {
        if (error instanceof QueryError) setProblem({ message: error.message, position: error.position, suggestions: error.suggestions });
      },
    });
  };

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run(query);
    // Runs once on open (the default screen or a shared ?q= query).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const builtQuery = useMemo(() => builderQuery(builder), [builder]);
  const selectMode = useCallback(
    (next: Mode) => {
      if (next === 'query' && mode === 'builder') setQuery(builtQuery);
      setMode(next);
    },
    [mode, builtQuery],
  );
  const submit = () => run(mode === 'builder' ? builtQuery : query);

  const save = async (title: string) => {
    if (!answer?.query) return;
    setSaving(true);
    try {
      await saveScreenPrompt(title, answer.query);
      setSaveOpen(false);
      setSnack('Saved as Prompt');
    } catch (error) {
      setSnack((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <LaterModeTabs mode={mode} onChange={selectMode} />
        {mode === 'builder' ? (
          <>
            <MemoFilterBuilder catalogue={catalogue} state={builder} onChange={setBuilder} />
            <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 2, fontFamily: 'monospace', wordBreak: 'break-word' }} data-testid="built-query">
              {builtQuery}
            </Typography>
          </>
        ) : (
          <>
            <QueryEditor value={query} onChange={setQuery} onSubmit={submit} keywords={keywords} problem={problem} />
            <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
              {EXAMPLES.map((example) => (
                <Chip key={example} label={example} size="small" variant="outlined" onClick={() => { setQuery(example); run(example); }} sx={{ maxWidth: '100%' }} />
              ))}
            </Stack>
          </>
        )}
        {mode === 'builder' && problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem.message}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2.5, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<PlayArrow />} onClick={submit} disabled={screen.isPending}>
            {screen.isPending ? 'Running…' : 'Run screen'}
          </Button>
          <Button variant="outlined" startIcon={<BookmarkAddOutlined />} onClick={() => setSaveOpen(true)} disabled={!answer?.query || answer.kind !== 'table'}>
            Save
          </Button>
        </Box>
      </Paper>

      {screen.isError && !(screen.error instanceof QueryError) && <ErrorState error={screen.error} onRetry={submit} title="The screen did not run" />}
      {screen.isPending && !answer && <LoadingBlock rows={8} label="Running the screen" />}
      {answer && answer.kind === 'table' && <ScreenResults answer={answer} />}
      {answer && answer.kind === 'cannot_answer' && <Alert severity="info">{answer.lead}</Alert>}

      <SaveScreenDialog key={String(saveOpen)} open={saveOpen} query={answer?.query ?? ''} saving={saving} onClose={() => setSaveOpen(false)} onSave={(title) => void save(title)} />
      <Snackbar open={Boolean(snack)} autoHideDuration={4000} onClose={() => setSnack(null)} message={snack} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />
    </Stack>
  );
}
