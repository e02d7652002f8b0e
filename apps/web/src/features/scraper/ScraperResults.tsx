import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { SCRAPER_LIMITS, SCRAPER_TEXT, type ScrapedFundRow, type ScrapeResultsResponse } from '@sanchay/core';
import { DataTable, type Column } from '../../components/data-table';

const [NAME, CODE, EXPENSE, AVERAGE] = SCRAPER_TEXT.columns;

const COLUMNS: Column<ScrapedFundRow>[] = [
  { id: 'name', header: NAME, value: (f) => f.name, wrap: true, minWidth: 220 },
  { id: 'schemeCode', header: CODE, value: (f) => f.schemeCode },
  { id: 'expensesRatio', header: EXPENSE, value: (f) => f.expensesRatio, numeric: true },
  { id: 'categoryAverage', header: AVERAGE, value: (f) => f.expensesRatioCategoryAverage, numeric: true },
];

const plural = (n: number) => `${n} fund${n === 1 ? '' : 's'}`;

/** One expansion panel per category, titled with its name and fund count; 10 funds a page. */
export function ScraperResults({ results }: { results: ScrapeResultsResponse }) {
  if (results.categories.length === 0) {
    return <Typography color="textSecondary">No funds scraped yet. Pick a category and start scraping.</Typography>;
  }
  return (
    <div data-testid="scraper-results">
      {results.categories.map(({ category, funds }, i) => (
        <Accordion key={category} defaultExpanded={i === 0} disableGutters data-testid={`scraper-category-${category}`}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600, mr: 1, wordBreak: 'break-word' }}>{category}</Typography>
            <Typography color="textSecondary" sx={{ flexShrink: 0 }}>
              ({plural(funds.length)})
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 0, sm: 2 } }}>
            <DataTable
              title={`${category} funds`}
              csvName={`scraped-${category}`}
              rows={funds}
              columns={COLUMNS}
              rowKey={(f) => f.schemeCode}
              pageSize={SCRAPER_LIMITS.rowsPerPage}
              dense
            />
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
