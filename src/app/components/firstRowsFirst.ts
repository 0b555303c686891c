import { startTransition, useEffect, useState } from 'react';

/** How many rows (or sections) are drawn first: more than a tall screen shows at once. */
export const FIRST_DRAWN = 20;

/** How many cards are drawn first: a card is 120 px tall or more, so 8 fill a 1080 px screen. */
export const FIRST_CARDS = 8;

/**
 * A long list's items, its first screenful drawn first: once those are on screen, the others are
 * drawn in a transition (React yields to the browser while drawing them, and a click or a key is
 * answered meanwhile). A screen's content no longer waits for rows nobody can see yet: /mat_fisica's
 * 168 people, /mentorias_profissionais' mentors, the calendar's sections below the fold (a menu click
 * to the calendar 0.59x and 0.72x what it was; every row drawn comes 10-25% later: docs/performance.md).
 * Cards come FIRST_CARDS first: the inbox's 25 suggestions, the notifications (two runs: a click 0.85-0.94x,
 * by address 0.92-0.99x); so do the professional mentors' rows, 70 px tall or more (two runs: by address
 * 0.95x and 0.96x, a click 0.85x and 0.98x). `drawing` is true until every item is drawn: the list says so with
 * `data-drawing` (what the bench and the tests can wait for; no `aria-busy`: the rows shown are the
 * new ones, the others follow).
 */
export function useFirstRowsFirst<T>(items: readonly T[], first = FIRST_DRAWN): { shown: readonly T[]; drawing: boolean } {
  const [all, setAll] = useState(false);
  const drawing = !all && items.length > first;
  useEffect(() => {
    if (drawing) startTransition(() => setAll(true));
  }, [drawing]);
  return { shown: drawing ? items.slice(0, first) : items, drawing };
}

/** The attribute a list carries while its other items are still to be drawn. */
export const drawingAttribute = (drawing: boolean) => (drawing ? { 'data-drawing': true } : {});
