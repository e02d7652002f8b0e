import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from './Carousel';

const slides: CarouselSlide[] = ['One', 'Two', 'Three', 'Four'].map((label) => ({
  id: label.toLowerCase(),
  label,
  background: '#000',
  content: <p>{label} slide</p>,
}));

function activeSlide(): number {
  return Number(screen.getByTestId('carousel').getAttribute('data-index'));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('advances every 5000 ms and wraps around', () => {
    render(<Carousel slides={slides} label="Highlights" />);
    expect(activeSlide()).toBe(0);
    expect(screen.getByTestId('carousel-slide-0')).toHaveAttribute('data-active', 'true');

    act(() => vi.advanceTimersByTime(4999));
    expect(activeSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe(3);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe(0);
  });

  it('hides inactive slides from assistive technology and keyboard focus', () => {
    render(<Carousel slides={slides} label="Highlights" />);
    expect(screen.getByTestId('carousel-slide-0')).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByTestId('carousel-slide-1')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('carousel-slide-1')).toHaveAttribute('inert');
  });

  it('moves with the arrows and dots, and restarts the interval after a manual move', () => {
    render(<Carousel slides={slides} label="Highlights" />);
    fireEvent.click(screen.getByTestId('carousel-prev'));
    expect(activeSlide()).toBe(3);
    fireEvent.click(screen.getByTestId('carousel-next'));
    expect(activeSlide()).toBe(0);

    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByTestId('carousel-dot-2'));
    expect(activeSlide()).toBe(2);
    expect(screen.getByTestId('carousel-dot-2')).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(4999));
    expect(activeSlide()).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe(3);
  });

  it('pauses while hovered', () => {
    render(<Carousel slides={slides} label="Highlights" />);
    fireEvent.mouseEnter(screen.getByTestId('carousel'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()).toBe(0);
    fireEvent.mouseLeave(screen.getByTestId('carousel'));
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe(1);
  });

  it('draws the first slide with the page and the others after the first frame (at once on a move)', () => {
    render(<Carousel slides={slides} label="Highlights" />);
    expect(screen.getByText('One slide')).toBeInTheDocument();
    expect(screen.queryByText('Two slide')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByText('Two slide')).toBeInTheDocument();
    expect(screen.getByText('Four slide')).toBeInTheDocument();
  });

  it('draws the other slides at once when moved to before the first frame', () => {
    render(<Carousel slides={slides} label="Highlights" />);
    fireEvent.click(screen.getByTestId('carousel-next'));
    expect(screen.getByText('Two slide')).toBeInTheDocument();
  });

  it('follows the arrow keys', () => {
    render(<Carousel slides={slides} label="Highlights" />);
    fireEvent.keyDown(screen.getByTestId('carousel'), { key: 'ArrowRight' });
    expect(activeSlide()).toBe(1);
    fireEvent.keyDown(screen.getByTestId('carousel'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByTestId('carousel'), { key: 'ArrowLeft' });
    expect(activeSlide()).toBe(3);
  });
});
