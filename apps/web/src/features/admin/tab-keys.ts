/**
 * Where the focus goes in a horizontal WAI-ARIA tablist for a key: ←/→ to the previous/next tab,
 * wrapping around, Home/End to the first/last; null for any other key.
 */
export function nextTabIndex(key: string, from: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (from + 1) % count;
    case 'ArrowLeft':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
