import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FEEDBACK_TEXT, FEEDBACK_TYPES, feedbackInput, LAYOUT, type FeedbackType } from '@sanchay/core';
import { useState, type FormEvent, type HTMLAttributes } from 'react';
import { useSubmitFeedback } from './api';

interface Notice {
  severity: 'success' | 'error';
  message: string;
}

const typeSelectProps = { 'data-testid': 'feedback-type' } as HTMLAttributes<HTMLDivElement>;

function isFeedbackType(value: number): value is FeedbackType {
  return FEEDBACK_TYPES.some((t) => t.value === value);
}

/** The feedback card (spec 000 section 2, spec 001 section 4.5). */
export function FeedbackForm() {
  const [type, setType] = useState<FeedbackType>(0);
  const [comment, setComment] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const submit = useSubmitFeedback();
  const empty = comment.trim() === '';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = feedbackInput.safeParse({ comment, type });
    if (!parsed.success) return;
    submit.mutate(parsed.data, {
      onSuccess: () => {
        setComment('');
        setType(0);
        setNotice({ severity: 'success', message: FEEDBACK_TEXT.success });
      },
      onError: (error) => {
        console.error('Feedback could not be submitted', error);
        setNotice({ severity: 'error', message: FEEDBACK_TEXT.failure });
      },
    });
  }

  return (
    <Card sx={{ maxWidth: LAYOUT.cardMaxWidth }}>
      <CardContent component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={3}>
          <TextField
            select
            label="Feedback type"
            value={type}
            required
            slotProps={{ select: { SelectDisplayProps: typeSelectProps } }}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (isFeedbackType(value)) setType(value);
            }}
            sx={{ maxWidth: 260 }}
          >
            {FEEDBACK_TYPES.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={FEEDBACK_TEXT.label}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            rows={FEEDBACK_TEXT.rows}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: FEEDBACK_TEXT.maxLength } }}
            helperText={`${comment.length.toLocaleString('en-IN')} / ${FEEDBACK_TEXT.maxLength.toLocaleString('en-IN')}`}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={empty || submit.isPending}
              startIcon={submit.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {FEEDBACK_TEXT.submit}
            </Button>
          </Stack>
          <Typography variant="caption" color="textSecondary">
            Your feedback is stored with your account so that we can follow up.
          </Typography>
        </Stack>
      </CardContent>
      <Snackbar
        open={notice !== null}
        autoHideDuration={FEEDBACK_TEXT.noticeMs}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setNotice(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert
            variant="filled"
            severity={notice.severity}
            onClose={() => setNotice(null)}
            data-testid="feedback-notice"
            sx={{ width: '100%' }}
          >
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Card>
  );
}
