import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { MoreToTheRight, useMoreToTheRight } from '../../components/data-table/moreToTheRight';
import { type HastLike, headerLabelAndUnit, parseTable, phoneLayout, shortNameColumn, type ParsedTable } from './chatTable';

const PHONE = '(max-width:599.95px)';

const pinned = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: { palette: { divider: string } }) => `1px 0 0 ${theme.palette.divider}`,
} as const;

/** The table's scroll box; while columns lie beyond its right edge, the edge fades and an arrow scrolls it on. */
function Scroll({ children, testId }: { children: ReactNode; testId: string }) {
  const sideways = useMoreToTheRight();
  return (
    <div className="table-frame">
      <Box ref={sideways.ref} className="table-scroll" data-testid={testId} tabIndex={0} role="region" aria-label="Answer table">
        {children}
      </Box>
      {sideways.more && <MoreToTheRight onMore={sideways.scrollOn} />}
    </div>
  );
}

/**
 * A header's label and its unit, the unit whole ("Market cap" over "(₹ Cr)" in a narrow column, never "(₹" over
 * "Cr)"). A column's label stays whole too; a row's label (a phone's comparison) may wrap between its words.
 */
function HeaderText({ header }: { header: string }) {
  const { label, unit } = headerLabelAndUnit(header);
  return (
    <>
      <span className="head-label">{label}</span>
      {unit && (
        <>
          {' '}
          <span className="head-unit">{unit}</span>
        </>
      )}
    </>
  );
}

/**
 * Classes ChatMarkdown's table styles know: "num" right-aligns a figure, "name" lets the name column wrap (a long
 * company name on one line pushed a phone's figures out of view). Plain sx here would lose to those styles.
 */
function cellClass(table: ParsedTable, column: number): string | undefined {
  if (column === 0) return 'name';
  return table.numeric[column] ? 'num' : undefined;
}

/** The table as written, its first column pinned while the figures scroll; a header's unit goes under its label. */
function WideTable({ table }: { table: ParsedTable }) {
  return (
    <Scroll testId="chat-table">
      <table>
        <thead>
          <tr>
            {table.headers.map((header, i) => (
              <Box component="th" key={i} title={table.fullHeaders[i]} className={cellClass(table, i)} sx={[{ minWidth: i === 0 ? 140 : 72 }, i === 0 ? pinned : {}]}>
                <HeaderText header={header} />
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <Box component="td" key={i} className={cellClass(table, i)} sx={i === 0 ? pinned : undefined}>
                  {cell}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/** Few rows, many figures (a comparison): one row per figure, one column per company. */
function TransposedTable({ table }: { table: ParsedTable }) {
  const nameColumn = shortNameColumn(table);
  return (
    <Scroll testId="chat-table-transposed">
      <table>
        <thead>
          <tr>
            <Box component="th" sx={pinned} />
            {table.rows.map((row, r) => (
              <Box component="th" key={r} className="num" title={row[0]}>
                {row[nameColumn]}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.headers.map((header, i) =>
            i === nameColumn || (nameColumn !== 0 && i === 0) ? null : (
              <tr key={i}>
                <Box component="th" scope="row" title={table.fullHeaders[i]} className="name" sx={{ ...pinned, fontWeight: 600 }}>
                  <HeaderText header={header} />
                </Box>
                {table.rows.map((row, r) => (
                  <Box component="td" key={r} className={table.numeric[i] ? 'num' : undefined}>
                    {row[i]}
                  </Box>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </Scroll>
  );
}

/** Many rows: a card per row, its name on top and every figure labelled below (nothing to scroll sideways). */
function CardRows({ table }: { table: ParsedTable }) {
  return (
    <Box data-testid="chat-table-cards" sx={{ display: 'grid', gap: 1, my: 1.5 }} role="list">
      {table.rows.map((row, r) => (
        <Box key={r} role="listitem" sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, px: 1.25, py: 1 }}>
          <Box sx={{ fontWeight: 700, mb: 0.5 }}>{row[0]}</Box>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1.5, rowGap: 0.25, fontSize: 13 }}>
            {table.headers.slice(1).map((header, i) => (
              <Box key={i} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, minWidth: 0 }}>
                <Box component="dt" sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={table.fullHeaders[i + 1]}>
                  {header}
                </Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {row[i + 1]}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * An assistant answer's table. Wide screens: the table with its name column pinned. Phones: a comparison
 * turns sideways (figures as rows), a longer list becomes cards, so the key numbers are always in view.
 */
export function ChatTable({ node }: { node: HastLike }) {
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const table = parseTable(node);
  if (!phone) return <WideTable table={table} />;
  const layout = phoneLayout(table);
  if (layout === 'transpose') return <TransposedTable table={table} />;
  if (layout === 'cards') return <CardRows table={table} />;
  return <WideTable table={table} />;
}
