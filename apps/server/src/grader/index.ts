// Sandboxed execution of student Python on the server (ADR docs/decisions/002-python-sandbox.md).
// The route layer owns per-user rate limits and maps SandboxBusyError to 503 + Retry-After.
export { createSandbox, USER_CODE_FILENAME } from './sandbox.js';
export { SandboxBusyError, SandboxClosedError, SandboxError, SandboxUnavailableError } from './errors.js';
export { encodeStdin } from './result.js';
export type {
  GradeOptions,
  GradeResult,
  GradeTestCase,
  GradeTestResult,
  RunRequest,
  RunResult,
  RunStatus,
  Sandbox,
  SandboxLogger,
  SandboxMode,
  SandboxOptions,
  SandboxStats,
} from './types.js';
