import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredData } from './useDeferredData';

function Shown({ data }: { data: string | undefined }) {
  return <p>{useDeferredData(data) ?? 'loading'}</p>;
}

describe('useDeferredData', () => {
  it('follows the data, and is gone at once when the data is', async () => {
    const { rerender } = render(<Shown data={undefined} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => rerender(<Shown data="first" />));
    expect(await screen.findByText('first')).toBeInTheDocument();
    rerender(<Shown data={undefined} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => rerender(<Shown data="second" />));
    expect(await screen.findByText('second')).toBeInTheDocument();
  });
});
