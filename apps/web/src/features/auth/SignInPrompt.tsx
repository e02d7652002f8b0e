import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LAYOUT } from '@sanchay/core';
import { Link as RouterLink } from 'react-router';
import { loginPathFor } from './redirect';

interface Props {
  title: string;
  text: string;
  /** Where sign-in returns to. */
  returnTo: string;
  testId: string;
}

/** A card asking a signed-out visitor to sign in, returning to `returnTo` afterwards. */
export function SignInPrompt({ title, text, returnTo, testId }: Props) {
  return (
    <Card sx={{ maxWidth: LAYOUT.cardMaxWidth }} data-testid={testId}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        <Button component={RouterLink} to={loginPathFor(returnTo)} variant="contained">
          Sign in
        </Button>
      </CardContent>
    </Card>
  );
}
