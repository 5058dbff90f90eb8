import { useVirtualizer } from '@tanstack/react-virtual';
import { VIRTUAL_FROM } from '../../../components/use-virtual-rows.ts';

/**
 * The printshop columns to render now, as the long tables do with their rows (use-virtual-rows.ts): every column
 * up to VIRTUAL_FROM printshops; above, the columns in view of `scrollBox` and a few around them, with the room of
 * the others before and after. Columns are `width` wide and start after the formats' column, `start` wide.
 */
export function useVirtualColumns(count: number, width: number, start: number, scrollBox: () => HTMLElement | null) {
  const enabled = count > VIRTUAL_FROM;
  // The virtualizer keeps its own state outside React: the compiler leaves this hook as it is written.
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's documented use
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: enabled ? count : 0,
    getScrollElement: scrollBox,
    estimateSize: () => width,
    paddingStart: start,
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  return {
    enabled,
    indexes: enabled ? items.map((i) => i.index) : Array.from({ length: count }, (_, i) => i),
    before: enabled ? (items[0]?.start ?? start) - start : 0,
    after: enabled ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? start) : 0,
  };
}
