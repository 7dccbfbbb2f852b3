import { useEffect, useSyncExternalStore } from 'react';

// Bootstrap 5.3 colour modes via data-bs-theme on <html>. The preference is 'system' until the
// user picks one; the choice is remembered in localStorage.
export type ResolvedTheme = 'light' | 'dark';
export type ThemePreference = ResolvedTheme | 'system';
export const THEME_STORAGE_KEY = 'dodam-theme';

export function parsePreference(value: string | null | undefined): ThemePreference {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

function readPreference(): ThemePreference {
  try {
    return parsePreference(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
}

let current: ResolvedTheme = 'light';
const listeners = new Set<() => void>();

function apply(): void {
  current = resolveTheme(readPreference(), darkQuery()?.matches ?? false);
  document.documentElement.setAttribute('data-bs-theme', current);
  for (const listener of listeners) listener();
}

/** Call once before the first render so the page never flashes the wrong theme. */
export function initTheme(): void {
  apply();
  darkQuery()?.addEventListener('change', () => {
    if (readPreference() === 'system') apply();
  });
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  apply();
}

export function useTheme(): { theme: ResolvedTheme; toggle: () => void } {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
  // Another tab changed the preference: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) apply();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return { theme, toggle: () => setThemePreference(theme === 'dark' ? 'light' : 'dark') };
}
