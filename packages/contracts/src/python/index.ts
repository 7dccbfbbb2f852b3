// Pure Python-related rules shared by the web app and the server.
export * from './source-scan.js';
export * from './inputs.js';
export * from './num-header.js';
export * from './run-error.js';
export * from './history.js';
export * from './traceback.js';
export * from './suggest.js';
export * from './josa.js';
export * from './error-rules.js';
export * from './explain.js';
export * from './messages.js';
export * from './grading.js';
export * from './structure.js';
