// The code editor is loaded on demand (CodeMirror is ~150 KB gzipped): importing this module costs
// nothing until <CodeEditor> first renders inside a <Suspense>.
import { lazy } from 'react';

export const CodeEditor = lazy(() => import('./code-editor'));
export type { CodeEditorProps } from './types';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const RUN_KEYS = `${isMac ? 'Cmd' : 'Ctrl'}+Enter`;
/** Keyboard help shown under every editor (and read as the editor's description). */
export const EDITOR_HELP = `${RUN_KEYS}로 실행 · Tab은 4칸 들여쓰기, Shift+Tab은 내어쓰기 · Esc 다음 Tab으로 편집기 밖으로 이동`;
/** The same help in one short line, shown where height is scarce (the description stays EDITOR_HELP). */
export const EDITOR_HELP_SHORT = `${RUN_KEYS} 실행 · Esc 다음 Tab: 편집기 밖으로`;
