import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  /**
   * Below the fold: the browser skips this section's style, layout and paint until it nears the screen
   * (content-visibility), keeping it in find-in-page and the accessibility tree. Until it has been drawn once it
   * counts as `estimatedHeight` tall.
   */
  estimatedHeight?: number;
  children: ReactNode;
}

/** One block of the company page, with an anchor for the section links. */
export function Section({ id, title, subtitle, action, estimatedHeight, children }: Props) {
  const skipOffscreen = estimatedHeight ? { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeight}px` } : {};
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ scrollMarginTop: 72, mt: { xs: 3, sm: 4 }, ...skipOffscreen }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={`${id}-title`} component="h2" variant="h6">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="textSecondary">
            {subtitle}
          </Typography>
        )}
        {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
      </Box>
      {children}
    </Box>
  );
}
