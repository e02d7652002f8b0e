import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * How every table's pagination reads on a phone. MUI's bar ("Rows per page:", the size, "1–25 of 14,025" and the
 * arrows) is about 420 px wide, so on a 390 px phone the next-page arrow sat past the card's edge, behind a
 * sideways scroll. There the label shortens to "Rows" and the gaps narrow, so the arrows stay in view.
 */
export const paginationSx: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .MuiTablePagination-toolbar': { paddingLeft: theme.spacing(1.5), paddingRight: theme.spacing(0.5) },
    '& .MuiTablePagination-input': { marginLeft: theme.spacing(0.5), marginRight: theme.spacing(1.5) },
    '& .MuiTablePagination-actions': { marginLeft: theme.spacing(0.5) },
  },
});

export const rowsPerPageLabel = (
  <>
    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
      Rows per page:
    </Box>
    <Box component="span" sx={{ display: { sm: 'none' } }}>
      Rows
    </Box>
  </>
);
