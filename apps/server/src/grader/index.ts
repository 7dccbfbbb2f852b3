// Sandboxed execution of student Python on the server (ADR docs/decisions/002-python-sandbox.md).
// Callers go through services/limits.ts: takePerMinute for per-user limits and withSandboxSlot, which
// maps SandboxBusyError to 503 + Retry-After (used by services/code-runs.ts and evaluation-service.ts).
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
