import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EXPLORER_TEXTS, type ResultTable } from '@sanchay/core';
import { RowsTable } from './RowsTable';

/** 'JS Execution Results': one table per result table; shown only when there is something to show. */
export function ExecutionResults({ tables, elapsedMs }: { tables: readonly ResultTable[]; elapsedMs: number | null }) {
  if (tables.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="explorer-results">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6">
          {EXPLORER_TEXTS.results}
        </Typography>
        {elapsedMs !== null && (
          <Typography variant="caption" color="textSecondary">
            {elapsedMs.toLocaleString('en-IN')} ms
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        {tables.map((table) => (
          <Box key={table.title}>
            {tables.length > 1 && (
              <Typography component="h3" variant="subtitle2" sx={{ fontFamily: 'monospace', mb: 0.5 }}>
                {table.title}
              </Typography>
            )}
            <RowsTable
              title={table.title}
              columns={table.columns}
              rows={table.rows}
              emptyText="The function returned no rows."
            />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
