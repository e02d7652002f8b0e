import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface LegalSection {
  heading: string;
  text: string;
}

/** A legal page's sections, numbered (privacy, terms, cookies). */
export function NumberedSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 3, maxWidth: 760 }}>
      {sections.map((section, i) => (
        <Box component="li" key={section.heading} sx={{ display: 'flex', gap: 2 }}>
          <Box
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              width: 32,
              height: 32,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
            }}
          >
            {i + 1}
          </Box>
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              {section.heading}
            </Typography>
            <Typography color="textSecondary" sx={{ whiteSpace: 'pre-line' }}>
              {section.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
