import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EXPLORER_ARRAYS,
  PROMPT_CATEGORIES,
  fieldMeaning,
  searchDataArrays,
  searchDatasets,
  type DatasetField,
  type PromptCategory,
  type PromptCategoryId,
} from '@sanchay/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';
import { SearchBox } from './SearchBox';

/** Spec 000: financials blue, ratios green, technicals purple, subjective orange. */
const CATEGORY_COLORS: Record<PromptCategory['color'], string> = {
  blue: '#1565c0',
  green: '#2e7d32',
  purple: '#7b1fa2',
  orange: '#ef6c00',
  teal: '#00796b',
};

function FieldList({ fields }: { fields: readonly DatasetField[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' }, columnGap: 2 }}>
      {fields.map((field) => (
        <Box key={field.name} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontFamily: 'monospace', fontSize: '0.85rem', pt: 0.75, overflowWrap: 'anywhere' }}>
            {field.name}
          </Typography>
          <Typography component="dd" variant="body2" color="textSecondary" sx={{ m: 0, pt: { xs: 0, sm: 0.75 }, pb: { xs: 0.75, sm: 0 } }}>
            {field.meaning}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function FieldsPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<PromptCategoryId | null>(null);
  const deferred = useDeferredValue(query.trim());
  const hits = useMemo(() => searchDatasets(deferred, category), [deferred, category]);
  const arrays = useMemo(() => (category ? [] : searchDataArrays(deferred)), [deferred, category]);
  const searching = deferred !== '';

  return (
    <Page
      title="Datasets and fields"
      subtitle="What the research assistant can query, grouped by the prompt categories, and the data arrays of the explorer. Use these names in questions to be precise."
      maxWidth="lg"
    >
      <Stack spacing={2} sx={{ mb: 3 }}>
        <SearchBox label="Search datasets and fields" value={query} onChange={setQuery} />
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="group" aria-label="Prompt categories">
          <Chip label="All" color={category === null ? 'primary' : 'default'} onClick={() => setCategory(null)} aria-pressed={category === null} />
          {PROMPT_CATEGORIES.map((c) => (
            <Chip
              key={c.id}
              label={c.displayName}
              onClick={() => setCategory(category === c.id ? null : c.id)}
              aria-pressed={category === c.id}
              variant={category === c.id ? 'filled' : 'outlined'}
              sx={{
                borderColor: CATEGORY_COLORS[c.color],
                color: category === c.id ? '#fff' : CATEGORY_COLORS[c.color],
                bgcolor: category === c.id ? CATEGORY_COLORS[c.color] : undefined,
                '&:hover': { bgcolor: category === c.id ? CATEGORY_COLORS[c.color] : undefined },
              }}
            />
          ))}
        </Stack>
      </Stack>

      {hits.length === 0 && arrays.length === 0 && (
        <Typography color="textSecondary" role="status">
          Nothing matches “{query}”.
        </Typography>
      )}

      {PROMPT_CATEGORIES.map((c) => {
        const datasets = hits.filter((hit) => hit.category.id === c.id);
        if (datasets.length === 0) return null;
        return (
          <Box component="section" key={c.id} aria-labelledby={`cat-${c.id}`} sx={{ mb: 3 }}>
            <Typography
              id={`cat-${c.id}`}
              variant="h6"
              component="h2"
              sx={{ mb: 1, pl: 1.25, borderLeft: 4, borderColor: CATEGORY_COLORS[c.color] }}
            >
              {c.displayName}
            </Typography>
            {datasets.map(({ dataset, fields }) => (
              <Accordion
                key={`${deferred}-${dataset.dataset_name}`}
                defaultExpanded={searching}
                disableGutters
                variant="outlined"
                slotProps={{ transition: { unmountOnExit: true } }}
              >
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}>{dataset.dataset_name}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {dataset.description} · {fields.length === dataset.fields.length ? `${fields.length} fields` : `${fields.length} of ${dataset.fields.length} fields`}
                    </Typography>
                  </Box>
                </AccordionSummary>
                <AccordionDetails>
                  <FieldList fields={fields} />
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        );
      })}

      {arrays.length > 0 && (
        <Box component="section" aria-labelledby="data-arrays" sx={{ mt: 4 }}>
          <Typography id="data-arrays" variant="h6" component="h2">
            Data arrays
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {searching ? `${arrays.length} of ${EXPLORER_ARRAYS.length}` : EXPLORER_ARRAYS.length} arrays you can fetch and script in the{' '}
            <Link component={RouterLink} to="/arrayview">
              data-array explorer
            </Link>
            .
          </Typography>
          {arrays.map((array) => (
            <Accordion key={array.name} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}>{array.name}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {array.description}
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails>
                <FieldList fields={array.fields.map((name) => ({ name, meaning: fieldMeaning(name) ?? '' }))} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
    </Page>
  );
}
