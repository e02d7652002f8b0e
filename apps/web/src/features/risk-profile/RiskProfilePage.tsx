import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RISK_QUESTIONS,
  scoreRiskProfile,
  serializeRiskProfile,
  unansweredQuestions,
  type RiskAnswers,
  type RiskProfileResult,
} from '@sanchay/core';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';
import { useAuth, loginPathFor } from '../auth';
import { useSaveRiskProfile, useSavedRiskProfile } from './api';
import { AllocationBar } from './AllocationBar';
import { clearDraft, readDraft, writeDraft } from './draft';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export default function RiskProfilePage() {
  const { user } = useAuth();
  const email = user?.email ?? null;
  const saved = useSavedRiskProfile(email);
  const save = useSaveRiskProfile(email ?? '');
  const [answers, setAnswers] = useState<RiskAnswers>(readDraft);
  const [result, setResult] = useState<RiskProfileResult | null>(() => (unansweredQuestions(answers).length === 0 ? scoreRiskProfile(answers) : null));
  const [showMissing, setShowMissing] = useState(false);
  const loadedFor = useRef<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // Show the saved profile once per signed-in user, with its answers filled in, unless the user brought
  // unsaved answers back from the sign-in page.
  useEffect(() => {
    if (!email || !saved.data || loadedFor.current === email) return;
    loadedFor.current = email;
    if (Object.keys(readDraft()).length > 0) return;
    setAnswers(saved.data.saved.answers);
    setResult(saved.data.result);
  }, [email, saved.data]);

  const missing = unansweredQuestions(answers);
  const savedAt = saved.data?.saved.takenAt ? dateFormat.format(new Date(saved.data.saved.takenAt)) : null;
  const isSaved = saved.data != null && result !== null && saved.data.result.profile === result.profile && saved.data.result.score === result.score
    && RISK_QUESTIONS.every((q) => saved.data!.saved.answers[q.id] === answers[q.id]);

  function answer(questionId: string, optionId: string) {
    const next = { ...answers, [questionId]: optionId };
    setAnswers(next);
    writeDraft(next);
    setResult(null);
    save.reset();
  }

  function showResult() {
    if (missing.length > 0) {
      setShowMissing(true);
      return;
    }
    setResult(scoreRiskProfile(answers));
    requestAnimationFrame(() => resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }));
  }

  return (
    <Page
      title="Risk profile"
      subtitle="Eight questions about your situation and temperament. The answer is a risk score and a suggested split across index, debt and gold ETFs: a starting point for your own plan, not advice."
    >
      {saved.isLoading && <LinearProgress sx={{ mb: 2 }} aria-label="Loading your saved profile" />}
      <Card component="form" onSubmit={(event) => { event.preventDefault(); showResult(); }} noValidate>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={3}>
            {RISK_QUESTIONS.map((question, index) => {
              const unanswered = showMissing && !answers[question.id];
              return (
                <FormControl key={question.id} error={unanswered} component="fieldset">
                  <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }} id={`q-${question.id}`}>
                    {index + 1}. {question.question}
                  </FormLabel>
                  <RadioGroup aria-labelledby={`q-${question.id}`} name={question.id} value={answers[question.id] ?? ''} onChange={(event) => answer(question.id, event.target.value)}>
                    {question.options.map((option) => (
                      <FormControlLabel key={option.id} value={option.id} control={<Radio size="small" />} label={option.label} />
                    ))}
                  </RadioGroup>
                  {unanswered && (
                    <Typography variant="caption" color="error">
                      Choose an answer
                    </Typography>
                  )}
                </FormControl>
              );
            })}
          </Stack>
          {showMissing && missing.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Answer all questions to see your profile ({missing.length} left).
            </Alert>
          )}
          <Button type="submit" variant="contained" sx={{ mt: 3 }}>
            See my risk profile
          </Button>
        </CardContent>
      </Card>

      {result && (
        <Card ref={resultRef} sx={{ mt: 3, scrollMarginTop: 80 }} component="section" aria-labelledby="risk-result-title" data-testid="risk-result">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="overline" color="textSecondary">
              Risk score {result.score} / 100
            </Typography>
            <Typography id="risk-result-title" variant="h5" component="h2" gutterBottom>
              {result.name}
            </Typography>
            <LinearProgress variant="determinate" value={result.score} sx={{ height: 8, borderRadius: 4, mb: 2 }} aria-label="Risk score" />
            <Typography sx={{ mb: 2 }}>{result.summary}</Typography>
            {result.cappedByHorizon && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Your answers allow more risk, but money needed within three years should not depend on the stock market, so the
                suggestion is capped at moderately conservative.
              </Alert>
            )}
            <AllocationBar allocation={result.allocation} />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
              Rebalance about once a year, or when a part drifts more than five percentage points from its target.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
              {user ? (
                <>
                  <Button
                    variant="contained"
                    onClick={() => save.mutate(serializeRiskProfile(answers, result, new Date()), { onSuccess: clearDraft })}
                    disabled={save.isPending || isSaved}
                  >
                    {isSaved ? 'Saved to your profile' : save.isPending ? 'Saving...' : 'Save to my profile'}
                  </Button>
                  {savedAt && isSaved && (
                    <Typography variant="body2" color="textSecondary" data-testid="risk-saved-at">
                      Saved on {savedAt}
                    </Typography>
                  )}
                </>
              ) : (
                <Alert
                  severity="info"
                  sx={{ flex: 1 }}
                  action={
                    <Button component={RouterLink} to={loginPathFor('/riskProfile')} color="inherit" size="small">
                      Sign in
                    </Button>
                  }
                >
                  Sign in to save your risk profile.
                </Alert>
              )}
            </Stack>
            {save.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                Could not save your risk profile. Please try again.
              </Alert>
            )}
            {save.isSuccess && (
              <Alert severity="success" sx={{ mt: 2 }}>
                Risk profile saved.
              </Alert>
            )}
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
