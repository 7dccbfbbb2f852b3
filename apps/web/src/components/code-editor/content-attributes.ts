/** The editor content's attributes: its Korean label, help text and keyboard focusability. */
export function contentAttributes(label: string, describedBy?: string): Record<string, string> {
  // tabindex=0: the content is the focusable part of the scrollable editor, so a keyboard user
  // can scroll long code, also when it is read-only (axe scrollable-region-focusable).
  const attrs: Record<string, string> = { 'aria-label': label, 'aria-multiline': 'true', spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off', tabindex: '0' };
  if (describedBy) attrs['aria-describedby'] = describedBy;
  return attrs;
}

