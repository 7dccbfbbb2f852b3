import { useEffect, useState } from 'react';

function readColors() {
  const css = getComputedStyle(document.documentElement);
  return {
    text: css.getPropertyValue('--bs-body-color').trim() || '#212529',
    grid: css.getPropertyValue('--bs-border-color').trim() || '#dee2e6',
    primary: css.getPropertyValue('--bs-primary').trim() || '#0d6efd',
    success: css.getPropertyValue('--bs-success').trim() || '#198754',
  };
}

/** Bootstrap's colours for chart.js, re-read when the theme switches, so the charts follow dark mode. */
export function useChartColors() {
  const [colors, setColors] = useState(readColors);
  useEffect(() => {
    const observer = new MutationObserver(() => setColors(readColors()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme'] });
    return () => observer.disconnect();
  }, []);
  return colors;
}
