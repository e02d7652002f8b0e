import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_CHAT_MODEL } from '@sanchay/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { AdminPage } from '../admin';
import { ChatMarkdown } from '../assistant';
import { testPrompt, useSavedTestPrompts, useSaveTestPrompt, type PromptTestAnswer } from './api';

/** Model names offered; any other name can be typed (it is sent as llm and distilledModel). */
export const PROMPT_MODELS = [DEFAULT_CHAT_MODEL, 'llama3.1', 'qwen2.5', 'deepseek-r1'] as const;
type Operation = 'testPrompt' | 'savePrompt';

/** The internal prompt test screen (spec 000 sections 2 and 7), for administrators. */
export default function PromptInstructPage() {
  return (
    <AdminPage
      title="Prompt test"
      subtitle="Try a prompt and a query against the research assistant, or save the prompt for later."
      what="The prompt test screen"
    >
      <PromptInstruct />
    </AdminPage>
  );
}

interface Answered {
  answer: PromptTestAnswer;
  elapsedMs: number;
}

function PromptInstruct() {
  const [name, setName] = useState('');
  const [prompt, setPrompt] = useState('');
  const [query, setQuery] = useState('');
  const [model, setModel] = useState<string>(DEFAULT_CHAT_MODEL);
  const [operation, setOperation] = useState<Operation>('testPrompt');
  const [problem, setProblem] = useState<string | null>(null);
  const [view, setView] = useState<'text' | 'preview'>('text');
  const saved = useSavedTestPrompts();
  const save = useSaveTestPrompt();
  const run = useMutation({
    mutationFn: async (): Promise<Answered> => {
      const started = performance.now();
      const answer = await testPrompt({ prompt, query, model });
      return { answer, elapsedMs: performance.now() - started };
    },
  });

  function send() {
    setProblem(null);
    if (operation === 'savePrompt') {
      if (!name.trim()) return setProblem('Give the prompt a name to save it.');
      if (!prompt.trim()) return setProblem('Write a prompt to save.');
      save.mutate({ name: name.trim(), prompt, query, model });
      return;
    }
    if (!query.trim()) return setProblem('Write a query to test the prompt with.');
    run.mutate();
  }

  const busy = run.isPending || save.isPending;
  const error = operation === 'testPrompt' ? run.error : save.error;
  const refused = error instanceof ApiError && error.status === 403;

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <Card>
        <CardContent
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) send();
          }}
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
        >
          {(saved.data?.length ?? 0) > 0 && (
            <TextField
              select
              label="Load a saved prompt"
              value=""
              onChange={(event) => {
                const picked = saved.data?.find((p) => p.name === event.target.value);
                if (!picked) return;
                setName(picked.name);
                setPrompt(picked.prompt);
                setQuery(picked.query);
                if (picked.model) setModel(picked.model);
              }}
            >
              {saved.data!.map((p) => (
                <MenuItem key={p.name} value={p.name}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField label="Prompt name" value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 56 } }} />
          <TextField label="Prompt" value={prompt} onChange={(e) => setPrompt(e.target.value)} multiline minRows={5} placeholder="Instructions sent as the single-shot prompt" />
          <TextField label="Query" value={query} onChange={(e) => setQuery(e.target.value)} multiline minRows={2} placeholder="e.g. Market Capitalization > 50000 AND Price to earning < 20" />
          <Autocomplete
            freeSolo
            options={PROMPT_MODELS as readonly string[]}
            value={model}
            onInputChange={(_e, value) => setModel(value)}
            renderInput={(params) => <TextField {...params} label="Model" helperText="Sent as llm; the built-in engine answers without a model" />}
          />
          <RadioGroup row aria-label="Operation" value={operation} onChange={(e) => setOperation(e.target.value as Operation)}>
            <FormControlLabel value="testPrompt" control={<Radio />} label="testPrompt" />
            <FormControlLabel value="savePrompt" control={<Radio />} label="savePrompt" />
          </RadioGroup>
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Sending...' : 'SEND'}
            </Button>
          </Box>
          {problem && <Alert severity="warning">{problem}</Alert>}
          {error && (
            <Alert severity={refused ? 'warning' : 'error'} data-testid="prompt-error">
              {refused ? `Admins only: ${error.message}` : error.message}
            </Alert>
          )}
          {operation === 'savePrompt' && save.isSuccess && !save.isPending && <Alert severity="success">Prompt saved as {save.variables?.name}.</Alert>}
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
          <Typography variant="h6" component="h2">
            Response
          </Typography>
          <Typography variant="body2" color="textSecondary" data-testid="prompt-time-taken">
            Time taken: {run.data ? `${(run.data.elapsedMs / 1000).toFixed(2)} s` : '-'}
            {run.data?.answer.timeTakenMs !== undefined && ` (server ${(run.data.answer.timeTakenMs / 1000).toFixed(2)} s)`}
            {run.data?.answer.mode && ` · ${run.data.answer.mode === 'llm' ? `model ${run.data.answer.model ?? model}` : 'built-in engine'}`}
          </Typography>
          <Tabs value={view} onChange={(_e, next: 'text' | 'preview') => setView(next)} aria-label="Response view">
            <Tab value="text" label="Text" />
            <Tab value="preview" label="Preview" disabled={!run.data} />
          </Tabs>
          {view === 'preview' && run.data ? (
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minHeight: 200, overflowX: 'auto' }} data-testid="prompt-preview">
              <ChatMarkdown text={run.data.answer.response} />
            </Box>
          ) : (
            <TextField
              label="Response"
              value={run.data?.answer.response ?? ''}
              multiline
              minRows={12}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'prompt-response' } }}
              placeholder={run.isPending ? 'Waiting for the answer...' : 'The answer appears here'}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
