import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { LAYOUT } from '@sanchay/core';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';

export interface CarouselSlide {
  id: string;
  /** Short name for assistive technology ("Passive investing"). */
  label: string;
  background: string;
  content: ReactNode;
}

interface Props {
  slides: readonly CarouselSlide[];
  intervalMs?: number;
  height?: number;
  label: string;
}

const SWIPE_PX = 48;

function keyboardFocus(event: FocusEvent<HTMLElement>): boolean {
  try {
    return event.target.matches(':focus-visible');
  } catch {
    return false;
  }
}

const arrowSx = (side: 'left' | 'right') =>
  ({
    position: 'absolute',
    [side]: { xs: 8, sm: 16 },
    top: { xs: 'auto', sm: '50%' },
    bottom: { xs: 10, sm: 'auto' },
    transform: { xs: 'none', sm: 'translateY(-50%)' },
    color: '#fff',
    bgcolor: 'rgba(255,255,255,0.14)',
    backdropFilter: 'blur(4px)',
    border: '1px solid rgba(255,255,255,0.25)',
    '&:hover': { bgcolor: 'rgba(255,255,255,0.28)' },
  }) as const;

/**
 * Slides that advance every `intervalMs` (5000 ms), with previous/next arrows, delimiter dots,
 * arrow keys and swipes. Pauses while hovered or focused from the keyboard; manual navigation
 * restarts the interval.
 */
export function Carousel({
  slides,
  intervalMs = LAYOUT.carouselIntervalMs,
  height = LAYOUT.carouselHeight,
  label,
}: Props) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocused, setKeyboardFocused] = useState(false);
  const touchStart = useRef<number | null>(null);
  const paused = hovered || keyboardFocused;

  // Only the first slide's content is drawn with the page; the others come in a render of their own after the
  // first paint (their art and buttons doubled the landing page's first commit on a phone). A move before then
  // draws them at once.
  const [restDrawn, setRestDrawn] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setRestDrawn(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  const go = useCallback(
    (next: number) => {
      setRestDrawn(true);
      setIndex(((next % count) + count) % count);
    },
    [count],
  );

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => {
      setRestDrawn(true);
      setIndex((current) => (current + 1) % count);
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, intervalMs, count]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
  }

  function onTouchEnd(event: TouchEvent<HTMLElement>) {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined) return;
    if (end - start > SWIPE_PX) go(index - 1);
    else if (start - end > SWIPE_PX) go(index + 1);
  }

  return (
    <Box
      component="section"
      data-testid="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-index={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setKeyboardFocused(keyboardFocus(event))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocused(false);
      }}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={onTouchEnd}
      sx={{
        position: 'relative',
        height,
        overflow: 'hidden',
        borderRadius: { xs: 0, sm: 5 },
        color: '#fff',
        isolation: 'isolate',
      }}
    >
      <Box
        aria-live={paused ? 'polite' : 'off'}
        sx={{
          display: 'flex',
          height: '100%',
          transform: `translateX(-${index * 100}%)`,
          transition: 'transform 700ms cubic-bezier(0.4, 0, 0.2, 1)',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        {slides.map((slide, i) => (
          <Box
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${slide.label}`}
            aria-hidden={i !== index}
            inert={i !== index}
            data-testid={`carousel-slide-${i}`}
            data-active={i === index ? 'true' : 'false'}
            sx={{ flex: '0 0 100%', height: '100%', background: slide.background, position: 'relative' }}
          >
            {i === 0 || restDrawn ? slide.content : null}
          </Box>
        ))}
      </Box>

      <IconButton
        aria-label="Previous slide"
        data-testid="carousel-prev"
        onClick={() => go(index - 1)}
        sx={arrowSx('left')}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label="Next slide"
        data-testid="carousel-next"
        onClick={() => go(index + 1)}
        sx={arrowSx('right')}
      >
        <ChevronRightIcon />
      </IconButton>

      <Box
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: { xs: 28, sm: 20 },
          display: 'flex',
          justifyContent: 'center',
          gap: 0,
        }}
      >
        {slides.map((slide, i) => (
          <ButtonBase
            key={slide.id}
            data-testid={`carousel-dot-${i}`}
            aria-label={`Go to slide ${i + 1}: ${slide.label}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
            // A 24 px target (WCAG target size) around the small visible dot.
            sx={{
              minWidth: 24,
              height: 24,
              borderRadius: 12,
              '&::before': {
                content: '""',
                width: i === index ? 28 : 10,
                height: 10,
                borderRadius: 5,
                bgcolor: i === index ? '#fff' : 'rgba(255,255,255,0.45)',
                transition: 'width 300ms ease, background-color 300ms ease',
              },
              '&:hover::before': { bgcolor: 'rgba(255,255,255,0.8)' },
              '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: 0 },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
