import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useRef } from 'react';

const up = keyframes`from { background-color: rgba(46, 125, 50, 0.28); } to { background-color: transparent; }`;
const down = keyframes`from { background-color: rgba(198, 40, 40, 0.24); } to { background-color: transparent; }`;

/** A number that flashes green when it rises and red when it falls (the tick that changed it). */
export function FlashValue({ value, text }: { value: number | null | undefined; text: string }) {
  const previous = useRef(value);
  const direction = useRef<'up' | 'down' | null>(null);
  const generation = useRef(0);
  if (value !== previous.current) {
    if (typeof value === 'number' && typeof previous.current === 'number') {
      direction.current = value > previous.current ? 'up' : 'down';
      generation.current++;
    }
    previous.current = value;
  }
  return (
    <Box
      component="span"
      key={generation.current}
      data-flash={direction.current ?? undefined}
      sx={{
        px: 0.5,
        borderRadius: 0.5,
        animation: direction.current ? `${direction.current === 'up' ? up : down} 0.6s ease-out` : 'none',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {text}
    </Box>
  );
}
