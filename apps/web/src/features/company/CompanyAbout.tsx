import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CompanyDetails } from '@sanchay/core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../lib/format';

/** Summary, identifiers and the indices the company belongs to. */
export function CompanyAbout({ details }: { details: CompanyDetails }) {
  const { company, indices } = details;
  const [expanded, setExpanded] = useState(false);
  const summary = company.summary?.trim() ?? '';
  const long = summary.length > 360;
  const facts: [string, string][] = [
    ['ISIN', company.isin ?? '—'],
    ['Listed since', formatDate(company.listingDate)],
    ['Exchange', company.exchange],
  ];
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 1.5, sm: 2 } }}>
      {summary ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {long && !expanded ? `${summary.slice(0, 360).trimEnd()}… ` : `${summary} `}
          {long && (
            <Box component="button" type="button" onClick={() => setExpanded((v) => !v)} sx={{ border: 0, p: 0, bgcolor: 'transparent', color: 'primary.main', cursor: 'pointer', font: 'inherit' }}>
              {expanded ? 'Less' : 'More'}
            </Box>
          )}
        </Typography>
      ) : (
        <Typography variant="body2" color="textSecondary">
          No description on file.
        </Typography>
      )}
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mt: 1.5, mb: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', gap: 0.75, typography: 'body2' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {indices.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1.5, alignItems: 'center' }}>
          <Typography variant="body2" color="textSecondary">
            Part of
          </Typography>
          {indices.map((name) => (
            <Chip key={name} size="small" clickable component={RouterLink} to={`/indexes?index=${encodeURIComponent(name)}`} label={name} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
