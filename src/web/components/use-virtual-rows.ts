import { useVirtualizer } from '@tanstack/react-virtual';

/** Up to this many rows a list renders whole; above, only the rows in view (1,000 printshops). */
export const VIRTUAL_FROM = 100;

/**
 * The rows of a long table to render now, in the scroll box `scrollBox` gives: the rows in view and a few
 * around them, with the room of the others above and below. Below VIRTUAL_FROM rows every row renders
 * (`enabled` false). `measure` goes to each rendered row (with `data-index`), so rows of any height scroll right.
 */
export function useVirtualRows(count: number, estimate: number, scrollBox: () => HTMLElement | null) {
  const enabled = count > VIRTUAL_FROM;
  // The virtualizer keeps its own state outside React: the compiler leaves this hook as it is written.
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's documented use
  const virtualizer = useVirtualizer({
    count: enabled ? count : 0,
    getScrollElement: scrollBox,
    estimateSize: () => estimate,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  return {
    enabled,
    indexes: enabled ? items.map((i) => i.index) : Array.from({ length: count }, (_, i) => i),
    before: enabled ? (items[0]?.start ?? 0) : 0,
    after: enabled ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0,
    measure: virtualizer.measureElement,
    /** The scroll box's style: a bounded height while virtual. */
    box: enabled ? { maxHeight: '70vh', overflowY: 'auto' as const } : {},
  };
}
