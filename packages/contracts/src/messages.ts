// Korean user-facing messages shared by the server (error details) and the web app.

/** The answer to a section video upload (and the hint beside the button): the video is the curriculum's. */
export const SECTION_VIDEO_NOTICE = '강의 영상을 올렸습니다. 이 영상은 ‘{curriculum}’ 교육과정을 따르는 모든 반({count}개)에 똑같이 보이며, 있던 영상은 바뀝니다.';
export const SECTION_VIDEO_HINT = '이 교육과정을 따르는 모든 반에 같은 영상이 보이고, 있던 영상은 바뀝니다.';

/** The server (or its proxy) does not answer: the first sentence of every message for that case. */
const SERVER_DOWN = '서버에 잠시 연결할 수 없어요.';

export const MSG = {
  // registration (spec section 5, in check order)
  usernameReserved: '사용할 수 없는 아이디입니다.',
  usernameTaken: '이미 사용 중인 아이디입니다. 다른 아이디를 선택해 주세요.',
  emailTaken: '이미 사용 중인 이메일입니다. 다른 이메일을 사용해 주세요.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  passwordTooShort: '비밀번호는 6자 이상이어야 합니다.',
  passwordTooLong: '비밀번호는 128자 이하여야 합니다.',
  usernameRequired: '아이디를 입력해 주세요.',
  usernameInvalid: '아이디는 영문, 숫자, 밑줄(_), 마침표(.), 하이픈(-)으로 3~30자여야 합니다.',
  emailRequired: '이메일을 입력해 주세요.',
  emailInvalid: '올바른 이메일 주소를 입력해 주세요.',
  courseRequired: '최소 한 개 이상의 과정을 등록해야 합니다.',
  courseNameRequired: '과정명을 선택해 주세요.',
  memberTypeRequired: '회원 유형을 선택해 주세요.',
  courseDuplicated: '같은 과정을 두 번 신청할 수 없습니다.',
  courseNotFound: '과정을 찾을 수 없습니다.',
  lastCourseCard: '최소 한 개의 과정은 등록해야 합니다.',
  registrationFailed: '회원가입에 실패했습니다. 다시 시도해 주세요.',
  duplicateCheckFailed: '확인 중 오류가 발생했습니다.',
  courseListFailed: '과정 목록을 불러오지 못했습니다.',
  usernameAvailable: '사용 가능한 아이디입니다.',
  emailAvailable: '사용 가능한 이메일입니다.',

  // login (spec section 8)
  loginFailedPrefix: '로그인 실패.',
  invalidCredentials: '아이디와 비밀번호를 확인해 주세요.',
  adminInvalidCredentials: '관리자 아이디 또는 비밀번호가 올바르지 않습니다.',
  serverSlow: '서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.',
  serverSlowHint: '문제가 계속되면 관리자에게 문의해 주세요.',
  /** The browser is offline (navigator.onLine false): the student's network, not the server. */
  cannotConnect: '서버에 연결할 수 없습니다. 인터넷 연결을 확인해 주세요.',
  /** The network is fine but the server (or its proxy: 502/503/504) does not answer. */
  serverUnreachable: `${SERVER_DOWN} 잠시 후 다시 시도해 주세요.`,
  /** The first sentence of serverUnreachable, for messages that go on differently (the tutor box keeps the question). */
  serverDown: SERVER_DOWN,
  accessDenied: '접근이 거부되었습니다.',
  approvalIssue: '계정 승인과 관련된 문제가 있습니다. 관리자에게 문의해 주세요.',
  adminLoginFailed: '관리자 로그인에 실패했습니다.',
  approvalPendingMessage: '계정 승인 대기 중입니다.',
  approvalPendingDescription: '관리자가 가입 신청을 검토하고 있습니다.',
  approvalRejectedMessage: '계정 승인이 거부되었습니다.',
  approvalRejectedDescription: '거부 사유를 확인하시고 자세한 내용은 관리자에게 문의해 주세요.',
  accountDisabled: '비활성화된 계정입니다. 관리자에게 문의해 주세요.',
  tooManyLoginAttempts: '로그인 시도가 너무 많습니다. {wait} 다시 시도해 주세요.',

  // sessions and permissions
  authRequired: '로그인이 필요합니다.',
  sessionExpired: '인증이 만료되었습니다. 다시 로그인해 주세요.',
  adminRequired: '관리자 인증이 필요합니다.',
  noPermission: '권한이 없습니다. 다시 로그인해 주세요.',
  forbidden: '이 작업을 할 권한이 없습니다.',
  teacherOnly: '강사 권한이 필요합니다.',
  studentOnly: '학생 계정으로만 접근할 수 있습니다.',

  // generic
  badRequest: '요청 형식이 올바르지 않습니다.',
  badUrlEncoding: '주소(URL)에 잘못된 % 인코딩이 있습니다. 주소를 다시 확인해 주세요.',
  invalidUtf8: '요청 본문이 올바른 UTF-8 글자가 아닙니다. 깨진 글자를 지우고 다시 보내 주세요.',
  uriTooLong: '주소(URL)가 너무 깁니다.',
  headersTooLarge: '요청 헤더가 너무 큽니다. 브라우저의 쿠키를 정리한 뒤 다시 시도해 주세요.',
  requestTimeout: '요청이 너무 오래 걸려 연결을 닫았습니다. 다시 시도해 주세요.',
  invalidJson: 'JSON 형식이 올바르지 않습니다.',
  validationFailed: '입력값을 확인해 주세요.',
  notFound: '요청한 항목을 찾을 수 없습니다.',
  routeNotFound: '존재하지 않는 API 경로입니다.',
  payloadTooLarge: '요청 본문이 너무 큽니다.',
  duplicateRecord: '같은 내용이 방금 저장되어 이 요청은 저장하지 않았습니다. 새로 고친 뒤 확인해 주세요.',
  concurrentUpdate: '같은 내용을 동시에 처리하는 다른 요청이 있어 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  unstorableText: '입력에 저장할 수 없는 문자(NUL 문자나 짝이 맞지 않는 유니코드 문자)가 있습니다. 해당 부분을 지우고 다시 입력해 주세요.',
  malformedUpload: '파일 업로드 요청이 손상되었거나 끝까지 전송되지 않았습니다. 다시 올려 주세요.',
  unsupportedMediaType: '지원하지 않는 요청 형식입니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  internalError: '서버 내부 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  unknownError: '알 수 없는 오류',
  draftConflict: '다른 창이나 기기에서 더 새로 저장한 코드가 있어 이 저장은 반영하지 않았습니다.',
  draftNotFound: '코드를 저장할 문제를 찾을 수 없습니다.',
  idempotencyInFlight: '같은 요청을 아직 처리하고 있습니다. 잠시 후 다시 시도해 주세요.',
  idempotencyKeyReused: '이 요청 키는 다른 요청에 이미 쓰였습니다.',
  invalidIdempotencyKey: '요청 키(Idempotency-Key) 형식이 올바르지 않습니다.',

  // admin approvals
  rejectionReasonRequired: '거부 사유를 입력해 주세요.',
  requestNotFound: '승인 요청을 찾을 수 없습니다.',
  requestAlreadyProcessed: '이미 처리된 요청입니다.',
  userNotFound: '사용자를 찾을 수 없습니다.',
  approvalCodeTaken: '이미 사용 중인 승인 코드입니다.',
  cannotChangeSelf: '자기 자신의 계정은 변경할 수 없습니다.',
  processingComplete: '처리 완료',
  emailQueued: '승인 안내 메일을 보냈습니다.',

  // registration codes
  /**
   * The one answer for any code that cannot be used (unknown, expired, used up, another class):
   * telling them apart would help whoever guesses codes.
   */
  codeInvalid: '사용할 수 없는 등록 코드입니다. 코드를 다시 확인하거나 선생님께 새 코드를 받아 주세요.',
  tooManyCodeGuesses: '잘못된 등록 코드가 너무 많이 입력되었습니다. {wait} 다시 시도해 주세요.',
  codeNotFound: '유효하지 않은 등록 코드입니다.',
  codeExpired: '만료된 등록 코드입니다.',
  codeUsedUp: '사용 한도에 도달한 등록 코드입니다.',
  codeValid: '사용할 수 있는 등록 코드입니다.',
} as const;

/** Fill `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * A wait in words a student can act on: whole minutes ("약 2분 후에"), never a count of seconds;
 * under a minute "잠시 후(1분 이내)".
 */
export function formatWait(seconds: number): string {
  if (seconds < 60) return '잠시 후(1분 이내)';
  return `약 ${Math.ceil(seconds / 60)}분 후에`;
}
