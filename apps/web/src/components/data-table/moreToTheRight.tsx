/**
 * A table wider than its scroll box says so: while columns lie beyond the box's right edge, the edge fades and an
 * arrow at the header's end scrolls it on; at the table's end both go.
 */
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the table's scroll box has columns beyond its right edge (a table wider than its box, not scrolled to its
 * end): measured before paint, and again when the box or the table changes size or the box is scrolled.
 */
export function useMoreToTheRight() {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const box = ref.current;
    if (box) setMore(box.scrollWidth - box.clientWidth - box.scrollLeft > 1);
  }, []);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  /** Scrolls the box on by most of what it shows beside the pinned column. */
  const scrollOn = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const pinned = box.querySelector('th.dt-sticky-head')?.getBoundingClientRect().width ?? 0;
    box.scrollBy({ left: Math.max(80, (box.clientWidth - pinned) * 0.8), behavior: 'smooth' });
  }, []);
  return { ref, more, scrollOn };
}

/** The fade over a scroll box's right edge while columns lie beyond it (taps go through it to the cells). */
const moreToTheRightSx: SxProps<Theme> = {
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  width: 32,
  zIndex: 4,
  pointerEvents: 'none',
  background: (theme) => `linear-gradient(to right, ${theme.alpha(theme.palette.background.paper, 0)}, ${theme.palette.background.paper} 85%)`,
};

/** The arrow at the header's right end: it says the table goes on, and a tap scrolls it on. */
const moreButtonSx: SxProps<Theme> = {
  pointerEvents: 'auto',
  position: 'absolute',
  top: 6,
  right: 2,
  width: 28,
  height: 28,
  borderRadius: '50%',
  color: 'primary.main',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  boxShadow: 1,
};

/** The fade and the arrow, drawn over the scroll box's right edge. */
export function MoreToTheRight({ onMore }: { onMore: () => void }) {
  return (
    <Box aria-hidden sx={moreToTheRightSx}>
      <ButtonBase tabIndex={-1} onClick={onMore} title="More columns: scroll sideways" sx={moreButtonSx} data-testid="table-scroll-more">
        <ChevronRight fontSize="small" />
      </ButtonBase>
    </Box>
  );
}
