// CodeMirror 6 editor for Python: highlighting and indentation, 4-space Tab / Shift+Tab, line
// numbers, Ctrl/Cmd+Enter to run, a light or dark theme that follows Bootstrap's data-bs-theme on
// <html>. The view is created once; prop changes go through compartments so the Korean IME
// composition in progress is never disturbed by a re-render.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { defaultKeymap, history, historyKeymap, indentLess, indentMore } from '@codemirror/commands';
import { python } from '@codemirror/lang-python';
import { bracketMatching, indentOnInput, indentUnit } from '@codemirror/language';
import { Compartment, EditorSelection, EditorState, Prec, type Extension } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  placeholder as placeholderExt,
  type Command,
} from '@codemirror/view';
import { darkEditorTheme, lightEditorTheme } from './editor-themes';
import type { CodeEditorProps } from './types';
import './code-editor.css';

/** Announced after Esc: the next Tab leaves the editor instead of indenting. */
export const EDITOR_EXIT_ARMED = 'Tab을 누르면 편집기 밖으로 이동해요. 다른 키를 누르면 다시 편집해요.';
import { contentAttributes } from './content-attributes';

const INDENT = '    ';

// Tab with a plain cursor inserts spaces up to the next multiple of 4; with a selection it indents
// the selected lines.
const tabIndent: Command = (view) => {
  const { state } = view;
  if (state.readOnly) return false;
  if (state.selection.ranges.some((r) => !r.empty)) return indentMore(view);
  view.dispatch(
    state.changeByRange((range) => {
      const line = state.doc.lineAt(range.head);
      const column = range.head - line.from;
      const spaces = INDENT.length - (column % INDENT.length);
      return {
        changes: { from: range.head, insert: ' '.repeat(spaces) },
        range: EditorSelection.cursor(range.head + spaces),
      };
    }),
    { scrollIntoView: true, userEvent: 'input.indent' },
  );
  return true;
};

function currentTheme(): 'light' | 'dark' {
  return typeof document !== 'undefined' && document.documentElement.getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light';
}

function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme'] });
  return () => observer.disconnect();
}

/** Bootstrap's colour mode, read from <html data-bs-theme>. */
function useBootstrapTheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribeTheme, currentTheme, () => 'light');
}

const baseTheme = EditorView.theme({
  '&': { height: '100%', fontSize: '0.95rem' },
  '.cm-scroller': { overflow: 'auto', fontFamily: 'var(--bs-font-monospace)', lineHeight: '1.5' },
  '.cm-content': { padding: '6px 0' },
  '&.cm-focused': { outline: 'none' },
});

const lightTheme: Extension = lightEditorTheme;
const darkTheme: Extension = darkEditorTheme;

export default function CodeEditor({
  value,
  onChange,
  onRun,
  ariaLabel,
  height = 150,
  minHeight = 80,
  readOnly = false,
  placeholder,
  autoFocus = false,
  className,
  ariaDescribedBy,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // Esc pressed: Tab now leaves the editor (announced, no timeout) until another key or a blur.
  const [exitArmed, setExitArmed] = useState(false);
  const armed = useRef(false);
  const compartments = useRef({ theme: new Compartment(), readOnly: new Compartment(), attrs: new Compartment(), placeholder: new Compartment() });
  // Latest callbacks, read by the editor's listeners without recreating the view.
  const onChangeRef = useRef(onChange);
  const onRunRef = useRef(onRun);
  const theme = useBootstrapTheme();

  useEffect(() => {
    onChangeRef.current = onChange;
    onRunRef.current = onRun;
  }, [onChange, onRun]);

  // Create the view once; later prop changes are applied by the effects below.
  useEffect(() => {
    if (!host.current) return;
    const c = compartments.current;
    const runKey: Command = () => {
      onRunRef.current?.();
      return true;
    };
    const state = EditorState.create({
      doc: value,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        EditorState.allowMultipleSelections.of(true),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        indentUnit.of(INDENT),
        EditorState.tabSize.of(4),
        python(),
        Prec.highest(keymap.of([{ key: 'Mod-Enter', run: runKey, preventDefault: true }])),
        keymap.of([{ key: 'Tab', run: tabIndent, shift: indentLess }, ...defaultKeymap, ...historyKeymap]),
        EditorView.lineWrapping,
        baseTheme,
        c.theme.of(currentTheme() === 'dark' ? darkTheme : lightTheme),
        c.readOnly.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
        c.attrs.of(EditorView.contentAttributes.of(contentAttributes(ariaLabel, ariaDescribedBy))),
        c.placeholder.of(placeholder ? placeholderExt(placeholder) : []),
        // Esc is the way out of the editor (Esc, then Tab moves focus on; Tab alone indents). Marking
        // the event handled stops a surrounding modal from reading the same Esc as "close", which
        // used to take the example modal's Run/Stop away from keyboard users.
        // The exit never expires silently (it used to last 2 s): Esc turns Tab into "move on" until
        // the student types another key or leaves, and a live region says so.
        EditorView.domEventHandlers({
          keydown(event, editorView) {
            if (event.isComposing) return false;
            if (event.key === 'Escape') {
              editorView.setTabFocusMode(true);
              armed.current = true;
              setExitArmed(true);
              event.preventDefault();
              return true;
            }
            if (event.key !== 'Tab' && event.key !== 'Shift' && armed.current) {
              editorView.setTabFocusMode(false);
              armed.current = false;
              setExitArmed(false);
            }
            return false;
          },
          blur(_event, editorView) {
            if (armed.current) editorView.setTabFocusMode(false);
            armed.current = false;
            setExitArmed(false);
            return false;
          },
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
        }),
      ],
    });
    const v = new EditorView({ state, parent: host.current });
    view.current = v;
    if (autoFocus) v.focus();
    return () => {
      v.destroy();
      view.current = null;
    };
    // The view is created once per mount; the effects below keep it in sync with the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value from outside (loading an example, resetting): replace the document, but never while
  // the student is composing Korean text (the IME would lose its composition).
  useEffect(() => {
    const v = view.current;
    if (!v || v.composing) return;
    const current = v.state.doc.toString();
    if (current === value) return;
    v.dispatch({ changes: { from: 0, to: current.length, insert: value }, selection: EditorSelection.cursor(Math.min(v.state.selection.main.head, value.length)) });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.theme.reconfigure(theme === 'dark' ? darkTheme : lightTheme) });
  }, [theme]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.readOnly.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
    });
  }, [readOnly]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.attrs.reconfigure(EditorView.contentAttributes.of(contentAttributes(ariaLabel, ariaDescribedBy))),
    });
  }, [ariaLabel, ariaDescribedBy]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.placeholder.reconfigure(placeholder ? placeholderExt(placeholder) : []) });
  }, [placeholder]);

  return (
    <>
      <div
        ref={host}
        className={`dodam-code-editor${height === 'fill' ? ' is-fill' : ''}${className ? ` ${className}` : ''}`}
        data-theme={theme}
        style={height === 'fill' ? undefined : { height, minHeight }}
      />
      <span className="visually-hidden" role="status" aria-live="polite" data-testid="editor-exit-status">
        {exitArmed ? EDITOR_EXIT_ARMED : ''}
      </span>
    </>
  );
}
