import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PROMPT_CATEGORIES } from '@sanchay/core';
import { useState } from 'react';
import { usePromptCategories } from './api';

/** Spec 000: financials blue, ratios green, technicals purple, subjective orange (shareholding teal). */
const COLOURS: Record<string, string> = { blue: '#1e88e5', green: '#43a047', purple: '#8e24aa', orange: '#fb8c00', teal: '#00897b' };

function categoryStyle(id: string) {
  const known = PROMPT_CATEGORIES.find((c) => c.id === id);
  return { name: known?.displayName ?? id, colour: COLOURS[known?.color ?? ''] ?? '#607d8b' };
}

/** "Datasets to Deep Dive": a grid of categories; each dataset expands to show its fields. */
export function DatasetsPanel({ onPickField }: { onPickField?: (field: string) => void }) {
  const categories = usePromptCategories();
  const [open, setOpen] = useState<string | null>(null);
  if (categories.isPending) return <Skeleton variant="rounded" height={120} />;
  if (categories.isError) return <Typography color="error">The datasets could not be loaded.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }} data-testid="datasets-grid">
      {Object.entries(categories.data).map(([id, datasets]) => {
        const style = categoryStyle(id);
        return (
          <Paper key={id} variant="outlined" sx={{ borderTop: `4px solid ${style.colour}`, overflow: 'hidden' }}>
            <Typography variant="subtitle2" sx={{ px: 1.5, pt: 1, pb: 0.5, fontWeight: 700, color: style.colour }}>
              {style.name}
            </Typography>
            {datasets.map((dataset) => {
              const key = `${id}/${dataset.dataset_name}`;
              const expanded = open === key;
              return (
                <Box key={key}>
                  <ListItemButton dense onClick={() => setOpen(expanded ? null : key)} aria-expanded={expanded}>
                    <ListItemText primary={dataset.dataset_name.replace(/_/g, ' ')} slotProps={{ primary: { sx: { textTransform: 'capitalize', fontSize: 14 } } }} />
                    <ExpandMoreIcon fontSize="small" sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
                  </ListItemButton>
                  <Collapse in={expanded} unmountOnExit>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 1.5, pb: 1.25 }}>
                      {dataset.fields.map((field) => (
                        <Chip key={field} label={field} size="small" variant="outlined" onClick={onPickField ? () => onPickField(field) : undefined} sx={{ borderColor: style.colour, fontFamily: 'ui-monospace, monospace', fontSize: 12 }} />
                      ))}
                    </Box>
                  </Collapse>
                </Box>
              );
            })}
          </Paper>
        );
      })}
    </Box>
  );
}
