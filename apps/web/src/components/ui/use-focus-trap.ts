import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements of the regions, in order; a region that is itself focusable counts too. */
export function focusableIn(regions: readonly HTMLElement[]): HTMLElement[] {
  return regions.flatMap((region) => (region.matches(FOCUSABLE) ? [region] : Array.from(region.querySelectorAll<HTMLElement>(FOCUSABLE))));
}

/**
 * While active, Tab and Shift+Tab cycle through the focusable elements of the given regions and
 * never reach the page behind, so a keyboard user stays inside a modal surface until it closes.
 * With nothing focusable, focus stays on the first region.
 */
export function useFocusTrap(active: boolean, ...regionRefs: RefObject<HTMLElement | null>[]) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const regions = regionRefs.map((ref) => ref.current).filter((region): region is HTMLElement => region !== null);
      const items = focusableIn(regions);
      if (items.length === 0) {
        event.preventDefault();
        regions[0]?.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const focused = document.activeElement;
      const inside = regions.some((region) => region.contains(focused));
      if (event.shiftKey && (focused === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (focused === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
    // The refs are stable objects; their current elements are read at each key press.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rest array is new each render
  }, [active]);
}
