import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { drawingAttribute, FIRST_DRAWN, useFirstRowsFirst } from '../../src/app/components/firstRowsFirst';

/** A list that notes how many rows each of its renders drew. */
function Rows({ items, drawn, first }: { items: readonly number[]; drawn: number[]; first?: number }) {
  const { shown, drawing } = useFirstRowsFirst(items, first);
  drawn.push(shown.length);
  return (
    <ul aria-label="Linhas" {...drawingAttribute(drawing)}>
      {shown.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('a long list draws its first screenful first (useFirstRowsFirst)', () => {
  it('draws the first rows, then all of them, saying so with data-drawing meanwhile', async () => {
    const drawn: number[] = [];
    render(<Rows items={numbers(168)} drawn={drawn} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(168));
    expect(drawn[0]).toBe(FIRST_DRAWN);
    expect(drawn.at(-1)).toBe(168);
    expect(screen.getByRole('list', { name: 'Linhas' }).hasAttribute('data-drawing')).toBe(false);
    // In order: the first rows are the list's first, the others follow them.
    expect(screen.getAllByRole('listitem').map((li) => Number(li.textContent))).toEqual(numbers(168));
  });

  it('draws a short list whole at once, never marked', () => {
    const drawn: number[] = [];
    render(<Rows items={numbers(6)} drawn={drawn} first={6} />);
    expect(drawn).toEqual([6]);
    expect(screen.getByRole('list').hasAttribute('data-drawing')).toBe(false);
  });

  it('draws the rows that arrive after it is shown the same way', async () => {
    const drawn: number[] = [];
    const { rerender } = render(<Rows items={[]} drawn={drawn} />);
    rerender(<Rows items={numbers(50)} drawn={drawn} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(50));
    expect(drawn.slice(0, 2)).toEqual([0, FIRST_DRAWN]);
  });
});
