// Editor colour schemes whose every token colour meets WCAG AA (4.5:1) against the editor
// background and the active-line highlight. CodeMirror's defaultHighlightStyle and One Dark each
// have a few colours below that (One Dark's names #e06c75 and comments #7d8799 on its active line,
// the default style's #085 types and #e40 escapes), so both are restated here with those colours
// adjusted and the rest kept, so code still looks familiar.
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { oneDarkTheme } from '@codemirror/theme-one-dark';
import { EditorView } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { tags as t } from '@lezer/highlight';

const lightHighlight = HighlightStyle.define([
  { tag: t.meta, color: '#404740' },
  { tag: t.link, textDecoration: 'underline' },
  { tag: t.heading, textDecoration: 'underline', fontWeight: 'bold' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.strong, fontWeight: 'bold' },
  { tag: t.strikethrough, textDecoration: 'line-through' },
  { tag: t.keyword, color: '#708' },
  { tag: [t.atom, t.bool, t.url, t.contentSeparator, t.labelName], color: '#219' },
  { tag: [t.literal, t.inserted], color: '#164' },
  { tag: [t.string, t.deleted], color: '#a11' },
  { tag: [t.regexp, t.escape, t.special(t.string)], color: '#b53200' },
  { tag: t.definition(t.variableName), color: '#00f' },
  { tag: t.local(t.variableName), color: '#30a' },
  { tag: [t.typeName, t.namespace], color: '#06703f' },
  { tag: t.className, color: '#167' },
  { tag: [t.special(t.variableName), t.macroName], color: '#256' },
  { tag: t.definition(t.propertyName), color: '#00c' },
  { tag: t.comment, color: '#940' },
  { tag: t.invalid, color: '#c00' },
]);

export const lightEditorTheme: Extension = [
  EditorView.theme({
    '&': { backgroundColor: 'var(--bs-body-bg)', color: 'var(--bs-body-color)' },
    '.cm-gutters': { backgroundColor: 'var(--bs-tertiary-bg)', color: 'var(--bs-secondary-color)', borderRight: '1px solid var(--bs-border-color)' },
    '.cm-activeLine': { backgroundColor: 'rgba(13, 110, 253, 0.05)' },
    '.cm-activeLineGutter': { backgroundColor: 'rgba(13, 110, 253, 0.1)' },
  }),
  syntaxHighlighting(lightHighlight, { fallback: true }),
];

// One Dark's palette with the two failing colours lightened (coral, stone) and violet a touch
// brighter; backgrounds unchanged (#282c34, active line #2c313a).
const dark = {
  chalky: '#e5c07b',
  coral: '#ef8891',
  cyan: '#56b6c2',
  ivory: '#abb2bf',
  stone: '#9aa3b1',
  malibu: '#61afef',
  sage: '#98c379',
  whiskey: '#d19a66',
  violet: '#d291e4',
};

const darkHighlight = HighlightStyle.define([
  { tag: t.keyword, color: dark.violet },
  { tag: [t.name, t.deleted, t.character, t.propertyName, t.macroName], color: dark.coral },
  { tag: [t.function(t.variableName), t.labelName], color: dark.malibu },
  { tag: [t.color, t.constant(t.name), t.standard(t.name)], color: dark.whiskey },
  { tag: [t.definition(t.name), t.separator], color: dark.ivory },
  { tag: [t.typeName, t.className, t.number, t.changed, t.annotation, t.modifier, t.self, t.namespace], color: dark.chalky },
  { tag: [t.operator, t.operatorKeyword, t.url, t.escape, t.regexp, t.link, t.special(t.string)], color: dark.cyan },
  { tag: [t.meta, t.comment], color: dark.stone },
  { tag: t.strong, fontWeight: 'bold' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.strikethrough, textDecoration: 'line-through' },
  { tag: t.link, color: dark.stone, textDecoration: 'underline' },
  { tag: t.heading, fontWeight: 'bold', color: dark.coral },
  { tag: [t.atom, t.bool, t.special(t.variableName)], color: dark.whiskey },
  { tag: [t.processingInstruction, t.string, t.inserted], color: dark.sage },
  { tag: t.invalid, color: '#ffffff' },
]);

export const darkEditorTheme: Extension = [
  oneDarkTheme,
  // Line numbers in One Dark use the comment grey, also below 4.5:1.
  EditorView.theme({ '.cm-gutters': { color: dark.stone } }, { dark: true }),
  syntaxHighlighting(darkHighlight),
];
