import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VOCAB_CATEGORIES, VOCABULARY, searchVocabulary, type VocabCategory } from '@sanchay/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { Page } from '../../components/Page';
import { SearchBox } from './SearchBox';

export default function VocabPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<VocabCategory | null>(null);
  const deferred = useDeferredValue(query);
  const terms = useMemo(
    () => [...searchVocabulary(deferred, category)].sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' })),
    [deferred, category],
  );
  return (
    <Page title="Investing vocabulary" subtitle={`${VOCABULARY.length} terms an Indian investor meets in results, factsheets, contract notes and the F&O segment.`}>
      <Stack spacing={2} sx={{ mb: 3 }}>
        <SearchBox label="Search terms" value={query} onChange={setQuery} />
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="group" aria-label="Categories">
          <Chip label="All" color={category === null ? 'primary' : 'default'} onClick={() => setCategory(null)} aria-pressed={category === null} />
          {VOCAB_CATEGORIES.map((name) => (
            <Chip
              key={name}
              label={name}
              color={category === name ? 'primary' : 'default'}
              onClick={() => setCategory(category === name ? null : name)}
              aria-pressed={category === name}
            />
          ))}
        </Stack>
        <Typography variant="body2" color="textSecondary" role="status">
          {terms.length === 1 ? '1 term' : `${terms.length} terms`}
        </Typography>
      </Stack>
      {terms.length === 0 ? (
        <Typography color="textSecondary">No term matches “{query}”. Try a shorter word.</Typography>
      ) : (
        <Paper variant="outlined" component="dl" sx={{ m: 0 }}>
          {terms.map((entry, index) => (
            <Box
              key={entry.term}
              sx={{ px: { xs: 2, sm: 3 }, py: 1.75, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
              data-testid="vocab-term"
            >
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  {entry.term}
                </Typography>
                {entry.expansion && (
                  <Typography component="span" variant="body2" color="textSecondary">
                    {entry.expansion}
                  </Typography>
                )}
                <Chip label={entry.category} size="small" variant="outlined" sx={{ ml: 'auto' }} />
              </Stack>
              <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.5 }}>
                {entry.definition}
              </Typography>
            </Box>
          ))}
        </Paper>
      )}
    </Page>
  );
}
