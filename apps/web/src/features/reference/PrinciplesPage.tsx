import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRINCIPLES, PRINCIPLES_DISCLAIMER, PRINCIPLES_INTRO } from '@sanchay/core';
import { Page } from '../../components/Page';

export default function PrinciplesPage() {
  return (
    <Page title="Investing principles" subtitle={PRINCIPLES_INTRO}>
      <Box component="nav" aria-label="Principles" sx={{ mb: 3 }}>
        <Box component="ol" sx={{ pl: 2.5, m: 0, columns: { sm: 2 }, columnGap: 4 }}>
          {PRINCIPLES.map((principle) => (
            <Typography component="li" key={principle.id} variant="body2" sx={{ mb: 0.5, breakInside: 'avoid' }}>
              <Link href={`#${principle.id}`} underline="hover">
                {principle.title}
              </Link>
            </Typography>
          ))}
        </Box>
      </Box>
      <Stack spacing={2}>
        {PRINCIPLES.map((principle, index) => (
          <Card key={principle.id} id={principle.id} component="section" aria-labelledby={`${principle.id}-title`} sx={{ scrollMarginTop: 80 }}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="overline" color="textSecondary">
                Principle {index + 1}
              </Typography>
              <Typography id={`${principle.id}-title`} variant="h6" component="h2">
                {principle.title}
              </Typography>
              <Typography color="primary" sx={{ fontWeight: 600, mb: 1.5 }}>
                {principle.summary}
              </Typography>
              {principle.paragraphs.map((paragraph) => (
                <Typography key={paragraph.slice(0, 40)} sx={{ mb: 1.5, '&:last-child': { mb: 0 } }}>
                  {paragraph}
                </Typography>
              ))}
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Alert severity="info" sx={{ mt: 3 }}>
        {PRINCIPLES_DISCLAIMER}
      </Alert>
    </Page>
  );
}
