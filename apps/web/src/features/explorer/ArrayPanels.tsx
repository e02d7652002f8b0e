import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { EXPLORER_LIMITS, explorerArrayInfo, isExplorerArrayName } from '@sanchay/core';
import type { FetchedArrays } from './api';
import { RowsTable } from './RowsTable';

/** One expandable panel per fetched array; its table's columns are the keys of the first row. */
export function ArrayPanels({
  fetched,
  onLoadMore,
  loadingMore,
}: {
  fetched: FetchedArrays;
  /** Fetches the next page of one array and appends it. */
  onLoadMore: (name: string) => void;
  /** The array whose next page is being fetched. */
  loadingMore: string | null;
}) {
  const names = Object.keys(fetched.data);
  return (
    <Box data-testid="explorer-arrays">
      {names.map((name, i) => {
        const rows = fetched.data[name] ?? [];
        const meta = fetched.meta[name];
        const description = isExplorerArrayName(name) ? explorerArrayInfo(name).description : '';
        const count = `${rows.length.toLocaleString('en-IN')}${meta?.hasMore ? '+' : ''} rows`;
        return (
          <Accordion
            key={name}
            defaultExpanded={i === 0 || names.length <= 3}
            disableGutters
            data-testid={`explorer-array-${name}`}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
                <Typography component="h3" sx={{ fontFamily: 'monospace', fontWeight: 600, wordBreak: 'break-all' }}>
                  {name}
                </Typography>
                <Chip size="small" label={count} color={rows.length ? 'primary' : 'default'} variant="outlined" />
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              {description && rows.length > 0 && (
                <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
                  {description}
                </Typography>
              )}
              {rows.length === 0 ? (
                <Alert severity="info">{meta?.note ?? 'No data.'}</Alert>
              ) : (
                <>
                  <RowsTable title={name} columns={Object.keys(rows[0] ?? {})} rows={rows} />
                  {meta?.hasMore && (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => onLoadMore(name)}
                        disabled={loadingMore !== null}
                        startIcon={loadingMore === name ? <CircularProgress size={14} color="inherit" /> : undefined}
                      >
                        Load {meta.limit.toLocaleString('en-IN')} more rows
                      </Button>
                      <Typography variant="caption" color="textSecondary" sx={{ flex: '1 1 240px' }}>
                        Execute passes up to {EXPLORER_LIMITS.execRowsTotal.toLocaleString('en-IN')} rows in all, shared
                        equally among the fetched arrays.
                      </Typography>
                    </Box>
                  )}
                </>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
