import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatTableFigure, metricHeader, type ResearchAnswerWire } from '@sanchay/core';
import { useMemo } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { formatDate } from '../../lib/format';
import { SymbolLink } from '../../components/SymbolLink';

type Row = Record<string, string | number | null>;

const TEXT_COLUMNS = new Set(['name', 'symbol', 'industry', 'period', 'quarter', 'period_end', 'quarter_end', 'start_date', 'end_date']);

/** The answer of a screen: its lead, the shared data table (sortable, CSV) and the as-of / source line. */
export function ScreenResults({ answer }: { answer: ResearchAnswerWire }) {
  const columns = useMemo<Column<Row>[]>(() => {
    const labels = answer.labels ?? answer.columns;
    let figures = 0;
    return answer.columns
      .filter((key) => key !== 'symbol' || !answer.columns.includes('name'))
      .map((key): Column<Row> => {
        const label = labels[answer.columns.indexOf(key)] ?? key;
        if (key === 'name') {
          return {
            id: 'name',
            header: 'Company',
            sticky: true,
            minWidth: 220,
            wrap: true,
            value: (row) => row.name,
            csv: (row) => `${row.name} (${row.symbol})`,
            render: (row) => <SymbolLink symbol={String(row.symbol)} name={String(row.name)} />,
          };
        }
        const numeric = !TEXT_COLUMNS.has(key);
        // Phones keep the company and the first three figures; the rest wait behind "All columns".
        const priority = !numeric || ++figures > 3 ? ('low' as const) : undefined;
        const figure = (row: Row) => (typeof row[key] === 'number' ? formatTableFigure(row[key], label) : (row[key] ?? '—'));
        return { id: key, header: metricHeader(label), headerTitle: label, numeric, priority, value: (row) => row[key], render: numeric ? figure : undefined };
      });
  }, [answer]);

  return (
    <Box>
      <Typography sx={{ mb: 1.5 }} data-testid="screen-lead">
        {answer.lead}
      </Typography>
      <DataTable
        title="Screen results"
        csvName="screen"
        rows={answer.rows}
        columns={columns}
        rowKey={(row) => `${row.symbol ?? ''}:${row.name ?? ''}:${row.period_end ?? ''}`}
        pageSize={50}
        testId="screen-results"
        emptyText="No company matches these filters. Loosen a condition and run the screen again."
        footer={
          <Typography variant="caption" color="textSecondary" data-testid="screen-as-of">
            As of {answer.asOf ? formatDate(answer.asOf) : 'unknown date'} · Source: {answer.source || 'no data'}
            {/* Figures of other dates than the as-of (market caps at their own date, fundamentals' periods). */}
            {answer.note && (
              <>
                <br />
                {answer.note}
              </>
            )}
          </Typography>
        }
      />
    </Box>
  );
}
