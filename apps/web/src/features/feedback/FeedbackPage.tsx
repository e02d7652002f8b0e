import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LAYOUT } from '@sanchay/core';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';
import { useAuth, loginPathFor } from '../auth';
import { FeedbackForm } from './FeedbackForm';

export default function FeedbackPage() {
  const { isAuthenticated } = useAuth();
  return (
    <Page title="Feedback" subtitle="Tell us what works, what does not, and what you would like to see next.">
      {isAuthenticated ? (
        <FeedbackForm />
      ) : (
        <Card sx={{ maxWidth: LAYOUT.cardMaxWidth }} data-testid="feedback-sign-in">
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Sign in to send feedback
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 3 }}>
              Feedback is linked to your account, so we need you to sign in first.
            </Typography>
            <Button component={RouterLink} to={loginPathFor('/feedback')} variant="contained">
              Sign in
            </Button>
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
