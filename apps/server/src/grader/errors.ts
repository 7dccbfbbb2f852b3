// Typed failures of the sandbox itself (never of the student's program, which always gets a verdict).

export class SandboxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The queue is full: answer 503 with Retry-After: retryAfterSeconds. */
export class SandboxBusyError extends SandboxError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds = 2) {
    super('코드 실행 서버가 바쁩니다. 잠시 후 다시 시도하세요.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** close() was called. */
export class SandboxClosedError extends SandboxError {
  constructor() {
    super('코드 실행 서버가 종료되었습니다.');
  }
}

/** Python cannot be started on this machine (missing interpreter, repeated start failures). */
export class SandboxUnavailableError extends SandboxError {
  readonly reason: string;

  constructor(reason: string) {
    super('지금은 코드를 실행할 수 없습니다. 관리자에게 문의하세요.');
    this.reason = reason;
  }
}
