import { useEffect, useState, type RefObject } from 'react';

type Cue = { before: number; after: number };

/**
 * How many columns (each `width` wide, after a sticky column `start` wide) a sideways scroll box hides before and
 * after its view: the comparison counts its printshops so and scrolls on by a view, keeping one column of the
 * last; the task page's section bar only shades the edges. Read at each scroll (`onScroll`) and whenever the box
 * changes size.
 */
export function useScrollCue(box: RefObject<HTMLElement | null>, width: number, start: number) {
  const [cue, setCue] = useState<Cue>({ before: 0, after: 0 });
  const measure = () => {
    const el = box.current;
    if (!el) return;
    // A pixel of rounding is no hidden column.
    const rest = el.scrollWidth - el.clientWidth - el.scrollLeft;
    const next = { before: Math.ceil((el.scrollLeft - 1) / width), after: Math.ceil((rest - 1) / width) };
    const clamp = (n: number) => Math.max(0, n);
    setCue((old) =>
      old.before === clamp(next.before) && old.after === clamp(next.after)
        ? old
        : { before: clamp(next.before), after: clamp(next.after) },
    );
  };
  // The box's width follows the window and the menu; its content the offers coming in.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  });
  const scroll = (direction: 1 | -1) => {
    const el = box.current;
    el?.scrollBy({ left: direction * Math.max(width, el.clientWidth - start - width), behavior: 'smooth' });
  };
  return { ...cue, onScroll: measure, scroll };
}

/** An edge's shadow over a sideways scroll box (in a box `position: relative`): more lies beyond it. */
export const scrollEdge = (side: 'left' | 'right', inset = 0) =>
  ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: 16,
    pointerEvents: 'none',
    [side]: inset,
    background: `linear-gradient(to ${side}, transparent, rgba(0, 0, 0, 0.14))`,
  }) as const;
