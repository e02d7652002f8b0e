import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DEFAULT_SCRAPER_CATEGORY, SCRAPER_LIMITS, SCRAPER_TEXT, type ScrapeProgress } from '@sanchay/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPage } from '../admin';
import { startScrape, stopScrape } from './api';
import { ScraperForm, type ScraperFormValues } from './ScraperForm';
import { ScraperResults } from './ScraperResults';
import { useScrapeProgress } from './useScrapeProgress';

export default function ScraperPage() {
  return (
    <AdminPage
      title={SCRAPER_TEXT.title}
      subtitle="Reads the category, fund and holdings pages of the source site on the server, one request at a time, and stores each fund as it completes."
      what="The mutual fund scraper"
    >
      <Scraper />
    </AdminPage>
  );
}

const isRunning = (p: ScrapeProgress | null) => p?.status === 'running' || p?.status === 'stopping';

function Scraper() {
  const { progress, setProgress, baseUrl, results, streamError } = useScrapeProgress();
  const [values, setValues] = useState<ScraperFormValues>({ category: DEFAULT_SCRAPER_CATEGORY, schemeCodes: '', delay: String(SCRAPER_LIMITS.defaultDelayMs) });
  const start = useMutation({
    mutationFn: () => {
      const delay = Number.parseInt(values.delay, 10);
      return startScrape({ category: values.category, schemeCodes: values.schemeCodes, delayMs: Number.isFinite(delay) ? delay : SCRAPER_LIMITS.defaultDelayMs });
    },
    onSuccess: ({ progress: started }) => setProgress(started),
  });
  const stop = useMutation({ mutationFn: stopScrape, onSuccess: ({ progress: stopped }) => stopped && setProgress(stopped) });
  const running = isRunning(progress);

  return (
    // minmax(0, 1fr): wide tables scroll inside their panel instead of widening the page on phones.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <ScraperForm
            values={values}
            onChange={setValues}
            running={running}
            starting={start.isPending}
            stopping={stop.isPending || progress?.status === 'stopping'}
            onStart={() => start.mutate()}
            onStop={() => stop.mutate()}
          />
          {start.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {start.error.message}
            </Alert>
          )}
          {stop.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {stop.error.message}
            </Alert>
          )}
          <ProgressPanel progress={progress} />
          {streamError && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Live progress is unavailable ({streamError}); reconnecting.
            </Alert>
          )}
          {baseUrl && (
            <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 2 }}>
              Source site: {baseUrl}
            </Typography>
          )}
        </CardContent>
      </Card>
      <section aria-labelledby="scraper-results-heading">
        <Typography id="scraper-results-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Results
        </Typography>
        {results.isPending ? (
          <CircularProgress aria-label="Loading results" />
        ) : results.error ? (
          <Alert severity="error">{results.error.message}</Alert>
        ) : (
          <ScraperResults results={results.data} />
        )}
      </section>
    </Box>
  );
}

function describe(p: ScrapeProgress): string {
  if (p.phase === 'listing') return `Reading the list of funds${p.currentCategory ? ` in ${p.currentCategory}` : ''}...`;
  const counted = `${p.completed} of ${p.total} funds (${Math.round(p.percent)}%)`;
  if (p.status === 'stopping') return `Stopping... ${counted}`;
  return p.currentFund ? `${counted}: ${p.currentFund}` : counted;
}

function ProgressPanel({ progress }: { progress: ScrapeProgress | null }) {
  if (!progress) return null;
  const running = isRunning(progress);
  const failures = progress.failures.length;
  return (
    <Box sx={{ mt: 3 }} data-testid="scraper-progress">
      <LinearProgress
        variant={running && progress.phase === 'listing' ? 'indeterminate' : 'determinate'}
        value={progress.percent}
        aria-label="Scraping progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="scraper-progress-text" aria-live="polite">
        {running ? describe(progress) : summary(progress)}
      </Typography>
      {progress.resumedFrom > 0 && running && (
        <Typography variant="body2" color="textSecondary">
          Resumed: {progress.resumedFrom} funds were stored by the earlier run and are skipped.
        </Typography>
      )}
      {!running && progress.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          Scraping error: {progress.error}
        </Alert>
      )}
      {failures > 0 && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="scraper-failures">
          {failures} page{failures === 1 ? '' : 's'} could not be read:
          <Box component="ul" sx={{ m: 0, pl: 2.5, wordBreak: 'break-all' }}>
            {progress.failures.slice(0, 10).map((f) => (
              <li key={f.url}>
                {f.url}: {f.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}

function summary(p: ScrapeProgress): string {
  const stored = p.completed - p.failures.filter((f) => f.url.includes('/nav/')).length;
  switch (p.status) {
    case 'done':
      return `Finished ${p.category}: ${p.completed} of ${p.total} funds processed (${Math.max(0, stored)} stored).`;
    case 'stopped':
      return `Stopped after ${p.completed} of ${p.total} funds. Start the same selection again to resume.`;
    case 'interrupted':
      return `The last run ended early (${p.completed} of ${p.total} funds). Start the same selection again to resume.`;
    case 'failed':
      return `Ended after ${p.completed} of ${p.total} funds.`;
    default:
      return describe(p);
  }
}
