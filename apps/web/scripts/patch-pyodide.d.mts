/** Pyodide's module JavaScript with its global offset table filled lazily (patch-pyodide.mjs). */
export function patchPyodideModule(source: string): string;
