import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { VALUATION_MATRIX_SIZE, VALUATION_TEXT } from '@sanchay/core';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';
import { ValuationMatrix } from './ValuationMatrix';

const MORE_TOOLS = [
  { to: '/utils', title: 'Calculators', text: 'SIP, lump sum, CAGR, XIRR and SWP with year-wise schedules.' },
  { to: '/riskProfile', title: 'Risk profile', text: 'Eight questions, a risk score and a suggested index, debt and gold split.' },
  { to: '/principles', title: 'Principles', text: 'The investing ideas Sanchay is built on.' },
  { to: '/vocab', title: 'Vocabulary', text: 'P/E to max pain: investing terms in plain words.' },
  { to: '/fields', title: 'Fields', text: 'Every dataset and field the research assistant can query.' },
];

export default function ToolsPage() {
  return (
    <Page title={VALUATION_TEXT.heading} maxWidth="lg">
      <Card component="section" aria-labelledby="valuation-title" sx={{ mb: 4 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="valuation-title" variant="h5" component="h2">
            {VALUATION_TEXT.tableTitle}
          </Typography>
          <Typography variant="subtitle1" component="p" color="primary" sx={{ fontWeight: 600, mb: 0.5 }}>
            {VALUATION_TEXT.subtitle}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 2.5 }}>
            {VALUATION_TEXT.description}
          </Typography>
          <ValuationMatrix maxHeight={VALUATION_MATRIX_SIZE.tools.maxHeight} maxWidth={VALUATION_MATRIX_SIZE.tools.maxWidth} />
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2, maxWidth: 760 }}>
            Each cell assumes earnings per share grow at the chosen rate for the whole period and the stock is bought
            at the column's P/E and sold at the row's. Along the diagonal the return equals the EPS growth; where the
            exit P/E is lower than the entry P/E, the fall in the multiple eats into that growth.
          </Typography>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        More tools
      </Typography>
      <Grid container spacing={2}>
        {MORE_TOOLS.map((tool) => (
          <Grid key={tool.to} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={tool.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {tool.title}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {tool.text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Page>
  );
}
