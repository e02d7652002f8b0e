import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { FUNDAMENTALS_REPORTS, type FundamentalsReportKind } from '@sanchay/core';
import { useState } from 'react';
import { AdminPage } from '../admin';
import type { CompanySearchResult } from '../company-search';
import { formatDate } from '../../lib/format';
import { useMarket } from '../market';
import { useFundamentalsReport, type ReportRequest } from './api';
import { CompanyPicker } from './CompanyPicker';
import { ReportTable } from './ReportTable';

/** The report-fetch screen (spec 000 section 2, internal screens): Quarterly Results or Shareholding Detailed. */
export default function CmotsPage() {
  return (
    <AdminPage
      title="Fetch company reports"
      subtitle="Quarterly Results or Shareholding Detailed for one company, from the configured fundamentals source."
      what="Fetching company reports"
    >
      <ReportFetcher />
    </AdminPage>
  );
}

function ReportFetcher() {
  const { market } = useMarket();
  const [company, setCompany] = useState<CompanySearchResult | null>(null);
  const [kind, setKind] = useState<FundamentalsReportKind>('quarterly_results');
  const [request, setRequest] = useState<ReportRequest | null>(null);
  const report = useFundamentalsReport(request);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card>
        <CardContent
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (company) setRequest({ symbol: company.symbol, country: market, report: kind });
          }}
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.4fr) auto auto' }, alignItems: 'center' }}
        >
          <CompanyPicker market={market} value={company} onChange={setCompany} />
          <RadioGroup row={true} aria-label="Report" value={kind} onChange={(event) => setKind(event.target.value as FundamentalsReportKind)}>
            {(Object.keys(FUNDAMENTALS_REPORTS) as FundamentalsReportKind[]).map((key) => (
              <FormControlLabel key={key} value={key} control={<Radio />} label={FUNDAMENTALS_REPORTS[key]} />
            ))}
          </RadioGroup>
          <Button type="submit" variant="contained" disabled={!company || report.isFetching}>
            {report.isFetching ? 'Fetching...' : 'Fetch'}
          </Button>
        </CardContent>
      </Card>
      {report.isFetching && !report.data && <CircularProgress aria-label="Fetching the report" />}
      {report.error && <Alert severity="error">{report.error.message}</Alert>}
      {report.data && !report.error && (
        <Box component="section" sx={{ display: 'grid', gap: 1.5 }} aria-label="Report">
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {report.data.company.name} · {report.data.title}
            </Typography>
            <Chip size="small" label={report.data.source === 'fmp' ? 'Financial Modeling Prep' : `Database${report.data.origin ? ` (${report.data.origin})` : ''}`} />
            {report.data.asOf && (
              <Typography variant="body2" color="textSecondary">
                As of {formatDate(report.data.asOf)}
              </Typography>
            )}
          </Box>
          {report.data.note && <Alert severity="info">{report.data.note}</Alert>}
          <ReportTable report={report.data} />
        </Box>
      )}
    </Box>
  );
}
