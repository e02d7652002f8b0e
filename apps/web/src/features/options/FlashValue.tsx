import { keyframes, styled } from '@mui/material/styles';
import { useRef } from 'react';

const up = keyframes`from { background-color: rgba(46, 125, 50, 0.28); } to { background-color: transparent; }`;
const down = keyframes`from { background-color: rgba(198, 40, 40, 0.24); } to { background-color: transparent; }`;

// Styled once for every value, the flash picked by an attribute (a chain has hundreds of these on every tick).
const Flash = styled('span')({
  padding: '0 4px',
  borderRadius: 5,
  '&[data-flash="up"]': { animation: `${up} 0.6s ease-out` },
  '&[data-flash="down"]': { animation: `${down} 0.6s ease-out` },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none !important' },
});

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
    <Flash key={generation.current} data-flash={direction.current ?? undefined}>
      {text}
    </Flash>
  );
}
