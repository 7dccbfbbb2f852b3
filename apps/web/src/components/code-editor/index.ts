// The code editor is loaded on demand (CodeMirror is ~150 KB gzipped): importing this module costs
// nothing until <CodeEditor> first renders inside a <Suspense>.
import { lazy } from 'react';

export const CodeEditor = lazy(() => import('./code-editor'));
export type { CodeEditorProps } from './types';
