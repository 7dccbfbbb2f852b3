import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, type Page } from '@playwright/test';

// One accessibility gate for every E2E spec (ADR 014). `expectAccessible(page, 'label')` runs axe-core
// on the page as it is now in light and dark themes, at desktop width and on a 390 px phone, and
// fails on any WCAG 2.0/2.1 A/AA or best-practice violation. Specs call it on each screen they
// visit; dashboards and admin screens landing later call it the same way.

/** The rule sets the gate enforces: WCAG 2.0 and 2.1 at levels A and AA, plus axe best practice. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type Theme = 'light' | 'dark';
export interface Viewport {
  name: string;
  width: number;
  height: number;
}
export const DESKTOP: Viewport = { name: 'desktop', width: 1280, height: 800 };
export const PHONE: Viewport = { name: 'phone-390', width: 390, height: 844 };

export interface AccessibleOptions {
  themes?: Theme[];
  viewports?: Viewport[];
  /** CSS selectors to leave out, for third-party content the app cannot change (keep this rare). */
  exclude?: string[];
  /** Restrict the scan to part of the page, e.g. an open dialog. */
  include?: string;
}

/** Every violation found in this run, for the audit summary (`A11Y_AUDIT=1`). */
export interface Finding {
  label: string;
  theme: Theme;
  viewport: string;
  rule: string;
  impact: string;
  nodes: number;
}
const findings: Finding[] = [];
export const a11yFindings = (): readonly Finding[] => findings;

/**
 * Audit-only mode (A11Y_AUDIT=1) records violations without failing, to measure a baseline before a
 * fix. The default — and CI — fails the test on the first combination that has any violation.
 */
const auditOnly = process.env.A11Y_AUDIT === '1';

/** Switch the colour scheme the way a user's system would; the app follows it when no theme is chosen. */
export async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('dodam-theme'));
  // Reduced motion turns off Bootstrap's colour transitions, so axe measures settled colours.
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
}

function describe(violations: Result[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`)
        .join('\n');
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.nodes.length})\n${targets}`;
    })
    .join('\n');
}

/** Run axe once on the page as it is (current theme and size). Returns the violations. */
export async function axeViolations(page: Page, options: Pick<AccessibleOptions, 'exclude' | 'include'> = {}): Promise<Result[]> {
  let builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations;
}

/**
 * Check the current screen in every theme × viewport combination. The page is restored to the
 * desktop size and light theme afterwards so the calling spec continues where it was.
 */
export async function expectAccessible(page: Page, label: string, options: AccessibleOptions = {}): Promise<void> {
  const themes = options.themes ?? ['light', 'dark'];
  const viewports = options.viewports ?? [DESKTOP, PHONE];
  const original = page.viewportSize();
  const failures: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of themes) {
      await setTheme(page, theme);
      const violations = await axeViolations(page, options);
      for (const v of violations) {
        findings.push({ label, theme, viewport: viewport.name, rule: v.id, impact: v.impact ?? 'n/a', nodes: v.nodes.length });
      }
      if (violations.length > 0) failures.push(`${label} · ${theme} · ${viewport.name}\n${describe(violations)}`);
    }
  }
  if (original) await page.setViewportSize(original);
  await setTheme(page, 'light');
  if (auditOnly) {
    if (failures.length > 0) console.log(`[a11y audit] ${failures.join('\n')}`);
    return;
  }
  expect(failures, `axe found accessibility violations:\n${failures.join('\n')}`).toEqual([]);
}
