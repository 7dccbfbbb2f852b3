// Admin operations: classes (반) with schedules, registration codes, dashboard, users, outbox, audit.
import { z } from 'zod';
import { ID_MSG, MAX_DB_ID, calendarDateSchema, dbIdSchema, isCalendarDate, isCalendarDateTime } from './ids.js';
import { COURSE_CATEGORIES, MAX_STUDENTS_RANGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, WEEKDAYS_KO } from './constants.js';
import { isClockTime } from './timetable.js';
import { memberTypeSchema } from './roles.js';

export const ADMIN_MSG = {
  courseNameRequired: '과정명을 입력해 주세요.',
  courseDescriptionRequired: '과정 설명을 입력해 주세요.',
  courseCategoryRequired: '카테고리를 선택해 주세요.',
  courseContentRequired: '따라갈 교육과정(콘텐츠)을 선택해 주세요.',
  courseContentUnknown: '존재하지 않는 교육과정입니다.',
  courseStartDateRequired: '시작일을 입력해 주세요.',
  courseEndDateRequired: '종료일을 입력해 주세요.',
  courseEndDateAfterStart: '종료일은 시작일보다 늦어야 합니다.',
  courseWeekdayRequired: '수업 요일을 하나 이상 선택해 주세요.',
  courseTimeRequired: '{day}요일의 시작 시간과 종료 시간을 선택해 주세요.',
  courseTimeSlot: '수업 시간은 00:00부터 23:59 사이의 HH:MM 형식(예: 13:40)으로 입력해 주세요.',
  courseEndTimeAfterStart: '{day}요일의 종료 시간은 시작 시간보다 늦어야 합니다.',
  maxStudentsRange: '최대 수강 인원은 1~100 사이의 정수여야 합니다.',
  instructorRequired: '강사명을 입력해 주세요.',
  teacherNotAssignable: '승인된 활성 강사 계정만 담당 강사로 지정할 수 있습니다.',
  courseDeleteEnrolled: '수강생이 등록된 과정은 삭제할 수 없습니다.',
  courseFull: '정원이 가득 찬 과정입니다. 담당 선생님이나 관리자에게 문의해 주세요.',
  seatsExceeded: '반 정원을 넘습니다. 남은 자리는 {seats}명인데 {requested}명을 등록하려고 했습니다. 정원을 늘리거나 명단을 나눠 주세요.',
  catalogueReadOnly: '기본 교육과정은 수정하거나 삭제할 수 없습니다.',
  courseDeleteFailed: '과정 삭제에 실패했습니다.',
  courseDeleteNetwork: '네트워크 오류로 과정 삭제에 실패했습니다.',
  courseCreateFailed: '과정 생성에 실패했습니다.',
  participantsFailed: '참여자 목록을 불러오지 못했습니다.',
  participantNotFound: '이 과정의 참여자가 아닙니다.',
  userRemovalFailed: '사용자 제거에 실패했습니다.',
  codeCourseMismatch: '등록 코드가 선택한 과정과 맞지 않습니다.',
  codeNotInCourse: '이 과정의 등록 코드가 아닙니다.',
  codeExpiryPast: '만료일은 현재보다 이후여야 합니다.',
  teacherCodeAutoApprove: '교사용 코드는 자동 승인할 수 없습니다. 교사 가입은 관리자가 직접 승인합니다.',
  codeGenerationFailed: '등록 코드 생성에 실패했습니다. 승인 시에는 코드가 자동으로 생성됩니다.',
  tooManyCodeChecks: '코드 확인 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  passwordChanged: '비밀번호를 변경했습니다. 다른 기기의 로그인은 모두 해제되었습니다.',
  passwordSame: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
  mustChangePassword: '임시 비밀번호로 로그인했습니다. 새 비밀번호를 설정해 주세요.',
  superuserLocked: '최고 관리자 계정은 변경할 수 없습니다.',
  notificationNotFound: '알림을 찾을 수 없습니다.',
  csvEmpty: 'CSV에 등록할 행이 없습니다.',
  noEmail: '이메일이 없는 사용자입니다. 결과를 직접 알려 주세요.',
  csvInvalid: 'CSV에 잘못된 행이 있어 아무 계정도 만들지 않았습니다.',
  dashboardFailed: '대시보드 데이터를 불러오지 못했습니다.',
  classArchived: '보관된 반은 읽기 전용입니다. 등록, 코드 발급, 수정을 하려면 먼저 보관을 해제해 주세요.',
  classAlreadyArchived: '이미 보관된 반입니다.',
  classNotArchived: '보관된 반이 아닙니다. 학년도 말 삭제는 먼저 반을 보관한 뒤에 할 수 있습니다.',
  classArchiveCatalogue: '기본 교육과정은 보관하거나 삭제할 수 없습니다. 반만 보관할 수 있습니다.',
  classDeleteNameMismatch: '확인을 위해 반 이름을 정확히 입력해 주세요.',
  classDeleteCountChanged: '확인한 뒤 반의 학생 수가 바뀌었습니다. 다시 확인해 주세요.',
  /** The reason recorded on a pending registration request closed because its class was archived (shown to the admin and, at login, to the applicant). */
  requestClosedClassArchived: (name: string) => `신청한 반('${name}')이 학년도 말에 보관되어 신청이 마감되었습니다. 다른 반에 들어가려면 관리자에게 문의해 주세요.`,
  approveArchivedClass: (name: string) => `'${name}' 반은 보관된 반이라 신청을 승인할 수 없습니다. 거부만 할 수 있습니다.`,
} as const;

export const courseCategorySchema = z.enum(COURSE_CATEGORIES, { error: ADMIN_MSG.courseCategoryRequired });
export const weekdaySchema = z.enum(WEEKDAYS_KO);
export type Weekday = z.infer<typeof weekdaySchema>;

const dateSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isCalendarDate, required);

// Any minute (issue 22: school periods such as 13:40–14:30); the spec's 30-minute slots and the
// school's 교시 are the picker's options, not the only valid values.
const slotSchema = z.string({ error: ADMIN_MSG.courseTimeSlot }).trim().refine(isClockTime, ADMIN_MSG.courseTimeSlot);
const dayTimeSchema = z.object({ start: slotSchema.optional().or(z.literal('')), end: slotSchema.optional().or(z.literal('')) });

const fill = (template: string, day: string) => template.replace('{day}', day);

const teacherIdsSchema = z.array(dbIdSchema(ADMIN_MSG.teacherNotAssignable), { error: ADMIN_MSG.teacherNotAssignable }).max(20);

/** Course create/update payload (spec field names). Every rule of spec section 5, in form order. */
export const courseCreateSchema = z
  .object({
    name: z.string({ error: ADMIN_MSG.courseNameRequired }).trim().min(1, ADMIN_MSG.courseNameRequired).max(100),
    description: z.string({ error: ADMIN_MSG.courseDescriptionRequired }).trim().min(1, ADMIN_MSG.courseDescriptionRequired).max(2000),
    category: courseCategorySchema,
    /** Catalogue curriculum the class follows (one of the 8 contents). */
    content_id: z.string({ error: ADMIN_MSG.courseContentRequired }).trim().min(1, ADMIN_MSG.courseContentRequired).max(64),
    startDate: dateSchema(ADMIN_MSG.courseStartDateRequired),
    endDate: dateSchema(ADMIN_MSG.courseEndDateRequired),
    maxStudents: z.coerce
      .number({ error: ADMIN_MSG.maxStudentsRange })
      .int(ADMIN_MSG.maxStudentsRange)
      .min(MAX_STUDENTS_RANGE.min, ADMIN_MSG.maxStudentsRange)
      .max(MAX_STUDENTS_RANGE.max, ADMIN_MSG.maxStudentsRange),
    dayOfWeek: z.array(weekdaySchema, { error: ADMIN_MSG.courseWeekdayRequired }).min(1, ADMIN_MSG.courseWeekdayRequired).max(7),
    classTime: z.partialRecord(weekdaySchema, dayTimeSchema).default({}),
    /**
     * Legacy free-text 강사명 (issue 22): accepted and ignored — who teaches a class is its assigned
     * teacher accounts (`teacher_ids`), and the label shown is derived from them.
     */
    instructorName: z.string().trim().max(50).optional(),
    /** The class's teachers (approved teacher accounts); on update, when given, replaces the set. */
    teacher_ids: teacherIdsSchema.optional(),
    /** Free text such as '12주'. */
    duration: z.string().trim().max(50).optional().default(''),
    is_active: z.boolean().optional().default(true),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.endDate <= v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: ADMIN_MSG.courseEndDateAfterStart });
    for (const day of v.dayOfWeek) {
      const time = v.classTime[day];
      if (!time?.start || !time.end) ctx.addIssue({ code: 'custom', path: ['classTime', day], message: fill(ADMIN_MSG.courseTimeRequired, day) });
      else if (time.end <= time.start) ctx.addIssue({ code: 'custom', path: ['classTime', day], message: fill(ADMIN_MSG.courseEndTimeAfterStart, day) });
    }
  })
  // Unselecting a day drops its times (spec section 5); days keep the Monday-first order.
  .transform((v) => {
    const days = WEEKDAYS_KO.filter((d) => v.dayOfWeek.includes(d));
    const classTime: Partial<Record<Weekday, { start: string; end: string }>> = {};
    for (const d of days) classTime[d] = { start: v.classTime[d]?.start ?? '', end: v.classTime[d]?.end ?? '' };
    return { ...v, dayOfWeek: days, classTime };
  });
export type CourseCreateInput = z.input<typeof courseCreateSchema>;
export type CourseCreate = z.output<typeof courseCreateSchema>;

export const courseStatusSchema = z.enum(['active', 'pending', 'completed', 'inactive']);
export type CourseStatus = z.infer<typeof courseStatusSchema>;
export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = { active: '진행 중', pending: '승인 대기', completed: '완료', inactive: '비활성' };

/** Managed course: spec fields plus the class details. */
export const managedCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  /** 'catalogue' (read-only curriculum) or 'admin' (a class). */
  source: z.enum(['catalogue', 'admin']),
  content_id: z.string(),
  content_name: z.string(),
  teacher_count: z.number().int(),
  student_count: z.number().int(),
  enrolled_count: z.number().int(),
  pending_count: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  maxStudents: z.number().int().nullable(),
  dayOfWeek: z.array(weekdaySchema),
  classTime: z.partialRecord(weekdaySchema, z.object({ start: z.string(), end: z.string() })),
  /** Display label derived from the assigned teachers ("김도담 선생님, …"); null when none is assigned. */
  instructorName: z.string().nullable(),
  /** The accounts that teach this class (course members of type teacher), in name order. */
  teachers: z.array(z.object({ id: z.number().int(), username: z.string(), name: z.string() })),
  duration: z.string().nullable(),
  is_active: z.boolean(),
  status: courseStatusSchema,
  created_at: z.string(),
  /** When the class was archived at the end of the year (read-only until deleted or un-archived); null when not. */
  archived_at: z.string().nullable(),
});
export type ManagedCourse = z.infer<typeof managedCourseSchema>;

// End-of-year archive and deletion (issue 25, ADR 025) ------------------------------------------

/** What deleting an archived class does to one of its students. */
export const CLASS_DELETE_OUTCOMES = ['account_deleted', 'enrolment_removed'] as const;
export type ClassDeleteOutcome = (typeof CLASS_DELETE_OUTCOMES)[number];
export const CLASS_DELETE_OUTCOME_LABELS: Record<ClassDeleteOutcome, string> = {
  account_deleted: '계정과 개인정보 삭제 (다른 운영 중인 반 없음)',
  enrolment_removed: '이 반의 등록과 반 학습 기록만 삭제 (다른 반에서 계속 학습)',
};
/** GET /admin/courses/{id}/year-end-delete: what the deletion would do, for the confirmation. */
export const classDeletePreviewSchema = z.object({
  course_id: z.string(),
  name: z.string(),
  archived_at: z.string().nullable(),
  student_count: z.number().int(),
  teacher_count: z.number().int(),
  accounts_deleted: z.number().int(),
  enrolments_removed: z.number().int(),
  students: z.array(z.object({ id: z.number().int(), username: z.string(), name: z.string(), outcome: z.enum(CLASS_DELETE_OUTCOMES) })),
});
export type ClassDeletePreview = z.infer<typeof classDeletePreviewSchema>;
/** POST /admin/courses/{id}/year-end-delete: the admin types the class name and confirms the number of students seen. */
export const classDeleteConfirmSchema = z
  .object({
    confirm_name: z.string({ error: '확인을 위해 반 이름을 입력해 주세요.' }).trim().min(1, '확인을 위해 반 이름을 입력해 주세요.').max(200, '반 이름이 너무 깁니다.'),
    student_count: z.number({ error: '확인한 학생 수가 필요합니다.' }).int('확인한 학생 수가 필요합니다.').min(0, '확인한 학생 수가 필요합니다.'),
  })
  .strict();
export type ClassDeleteConfirm = z.infer<typeof classDeleteConfirmSchema>;
export const classDeleteResponseSchema = z.object({ message: z.string(), accounts_deleted: z.number().int(), enrolments_removed: z.number().int() });
export type ClassDeleteResponse = z.infer<typeof classDeleteResponseSchema>;

export const courseParticipantSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  user_type: memberTypeSchema,
  enrollment_date: z.string(),
});
export type CourseParticipant = z.infer<typeof courseParticipantSchema>;

export const managedCourseDetailSchema = managedCourseSchema.extend({ students: z.array(courseParticipantSchema) });
export type ManagedCourseDetail = z.infer<typeof managedCourseDetailSchema>;

export const adminCoursesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(50).optional(),
  _t: z.string().max(32).optional(),
});
export const adminCoursesResponseSchema = z.object({ courses: z.array(managedCourseSchema) });
export const courseIdPathSchema = z.object({ id: z.string().trim().min(1).max(64) });
/** The admin contact the pending and rejected screens show (issue 22); '' removes it. */
export const adminContactSchema = z.object({ contact: z.string({ error: '연락처를 입력해 주세요.' }).trim().max(200, '연락처는 200자 이하로 입력해 주세요.') }).strict();
export type AdminContact = z.infer<typeof adminContactSchema>;

/** PUT /admin/courses/:id/teachers — the full set of the class's teachers. */
export const courseTeachersUpdateSchema = z.object({ teacher_ids: teacherIdsSchema }).strict();
export type CourseTeachersUpdate = z.infer<typeof courseTeachersUpdateSchema>;
export const courseUserPathSchema = z.object({ id: z.string().trim().min(1).max(64), userId: dbIdSchema() });

// Registration codes ---------------------------------------------------------------------------

export const codeStatusSchema = z.enum(['active', 'expired', 'used_up']);
export type CodeStatus = z.infer<typeof codeStatusSchema>;
export const CODE_STATUS_LABELS: Record<CodeStatus, string> = { active: '사용 가능', expired: '만료', used_up: '사용 완료' };

export const registrationCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  course_id: z.string(),
  course_name: z.string(),
  user_type: memberTypeSchema,
  max_uses: z.number().int(),
  used_count: z.number().int(),
  status: codeStatusSchema,
  auto_approve: z.boolean(),
  expires_at: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type RegistrationCode = z.infer<typeof registrationCodeSchema>;

export const codeUseSchema = z.object({ user_id: z.number().int().nullable(), username: z.string().nullable(), used_at: z.string() });
export const registrationCodeDetailedSchema = registrationCodeSchema.extend({ uses: z.array(codeUseSchema) });
export type RegistrationCodeDetailed = z.infer<typeof registrationCodeDetailedSchema>;

export const codesResponseSchema = z.object({ codes: z.array(registrationCodeSchema) });
export const codesDetailedResponseSchema = z.object({ codes: z.array(registrationCodeDetailedSchema) });
export const codeStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  expired: z.number().int(),
  used_up: z.number().int(),
  auto_approve: z.number().int(),
  total_uses: z.number().int(),
});
export type CodeStats = z.infer<typeof codeStatsSchema>;

const futureExpiry = z
  .string()
  .trim()
  .refine(isCalendarDateTime, ID_MSG.invalidDateTime)
  .nullable()
  .optional();

/** A teacher code never approves by itself: whoever holds it would see a whole class's records. */
function refuseTeacherAutoApprove(v: { user_type: string; auto_approve: boolean }, ctx: z.RefinementCtx) {
  if (v.user_type === 'teacher' && v.auto_approve) ctx.addIssue({ code: 'custom', path: ['auto_approve'], message: ADMIN_MSG.teacherCodeAutoApprove });
}

export const generateCodesSchema = z
  .object({
    count: z.coerce.number().int().min(1, '코드 개수는 1~200개입니다.').max(200, '코드 개수는 1~200개입니다.').default(1),
    user_type: memberTypeSchema.default('student'),
    max_uses: z.coerce.number().int().min(1, '사용 횟수는 1~1000회입니다.').max(1000, '사용 횟수는 1~1000회입니다.').default(1),
    /** ISO date or date-time; null or absent for no expiry. */
    expires_at: futureExpiry,
    auto_approve: z.boolean().default(false),
  })
  .strict()
  .superRefine(refuseTeacherAutoApprove);
export type GenerateCodesInput = z.input<typeof generateCodesSchema>;

export const codeListBodySchema = z.object({ codes: z.array(z.string().trim().min(1).max(32)).min(1, '코드를 하나 이상 선택해 주세요.').max(500) }).strict();
export const expireCodesResponseSchema = z.object({ expired: z.number().int(), codes: z.array(registrationCodeSchema) });
export const reissueCodesSchema = codeListBodySchema.extend({ expires_at: futureExpiry });

export const legacyGenerateCodesSchema = z
  .object({
    course_id: z.string().trim().min(1).max(64),
    user_type: memberTypeSchema.default('student'),
    count: z.coerce.number().int().min(1).max(200).default(1),
    max_uses: z.coerce.number().int().min(1).max(1000).default(1),
    expires_at: futureExpiry,
    auto_approve: z.boolean().default(false),
  })
  .strict()
  .superRefine(refuseTeacherAutoApprove);

// Dashboard ------------------------------------------------------------------------------------

export const dashboardOverviewSchema = z.object({
  total_students: z.number().int(),
  total_teachers: z.number().int(),
  total_courses: z.number().int(),
  pending_approvals: z.number().int(),
  total_notifications: z.number().int(),
  unread: z.number().int(),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

export const dashboardCourseRowSchema = z.object({
  course_id: z.string(),
  course_name: z.string(),
  category: z.string(),
  source: z.enum(['catalogue', 'admin']),
  instructor_name: z.string().nullable(),
  total_students: z.number().int(),
  /** Students with learning activity in the last 7 days. */
  active_students: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  approved_students: z.number().int(),
  pending_approvals: z.number().int(),
  /** Minutes of study by the course's students. */
  total_usage_time: z.number().int(),
  unread_notifications: z.number().int(),
  status: courseStatusSchema,
});
export type DashboardCourseRow = z.infer<typeof dashboardCourseRowSchema>;
export const dashboardCoursesResponseSchema = z.object({ courses: z.array(dashboardCourseRowSchema) });

export const adminStatsSchema = z.object({
  users: z.object({ total: z.number().int(), students: z.number().int(), teachers: z.number().int(), pending: z.number().int(), suspended: z.number().int() }),
  courses: z.object({ total: z.number().int(), classes: z.number().int(), active: z.number().int() }),
  codes: z.object({ active: z.number().int(), total_uses: z.number().int() }),
  approvals: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  notifications: z.object({ total: z.number().int(), unread: z.number().int(), failed: z.number().int() }),
  learning: z.object({ active_students_7d: z.number().int(), study_minutes_7d: z.number().int() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// Users ----------------------------------------------------------------------------------------

export const passwordResetResponseSchema = z.object({
  message: z.string(),
  /** Shown once to the admin; null when it was e-mailed instead. */
  temporary_password: z.string().nullable(),
  delivery: z.enum(['shown', 'email']),
});
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

export const passwordChangeSchema = z
  .object({
    current_password: z.string({ error: '현재 비밀번호를 입력해 주세요.' }).min(1, '현재 비밀번호를 입력해 주세요.').max(PASSWORD_MAX_LENGTH),
    new_password: z.string().min(PASSWORD_MIN_LENGTH, '비밀번호는 6자 이상이어야 합니다.').max(PASSWORD_MAX_LENGTH, '비밀번호는 128자 이하여야 합니다.'),
    new_password_confirm: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .strict()
  .refine((v) => v.new_password === v.new_password_confirm, { path: ['new_password_confirm'], message: '비밀번호가 일치하지 않습니다.' });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

// Outbox ---------------------------------------------------------------------------------------

export const outboxEntrySchema = z.object({
  id: z.number().int(),
  to_email: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  read_at: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export const outboxListResponseSchema = z.object({ notifications: z.array(outboxEntrySchema), total: z.number().int(), unread: z.number().int() });

// Audit ----------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'approval.approve',
  'approval.reject',
  'course.create',
  'course.update',
  'course.delete',
  'course.participant_remove',
  'course.teachers',
  'settings.contact',
  'settings.timetable',
  'course.bulk_enrol',
  'code.generate',
  'code.expire',
  'code.reissue',
  'user.status',
  'user.type',
  'user.password_reset',
  'user.login_unlock',
  'notification.resend',
  'privacy.deletion_complete',
  'privacy.settings',
  'privacy.guardian_resend',
  'privacy.retention_delete',
  'course.archive',
  'course.unarchive',
  'course.year_end_delete',
  'backup.create',
  'approval.email',
  'section.video_upload',
  /** Any other state-changing admin request, and every refused or failed one (plugins/audit-trail.ts). */
  'admin.request',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'approval.approve': '승인',
  'approval.reject': '거부',
  'course.create': '과정 생성',
  'course.update': '과정 수정',
  'course.delete': '과정 삭제',
  'course.participant_remove': '참여자 제거',
  'course.teachers': '담당 강사 지정',
  'settings.contact': '관리자 연락처 설정',
  'settings.timetable': '교시 시간표 설정',
  'course.bulk_enrol': 'CSV 일괄 등록',
  'code.generate': '코드 생성',
  'code.expire': '코드 만료',
  'code.reissue': '코드 재발급',
  'user.status': '사용자 상태 변경',
  'user.type': '사용자 유형 변경',
  'user.password_reset': '비밀번호 초기화',
  'user.login_unlock': '로그인 잠금 해제',
  'notification.resend': '알림 재발송',
  'privacy.deletion_complete': '개인정보 삭제 요청 처리',
  'privacy.settings': '개인정보 설정 (보호책임자·보존 기간)',
  'privacy.guardian_resend': '보호자 동의 메일 다시 보내기',
  'privacy.retention_delete': '보존 기간이 지난 계정 삭제',
  'course.archive': '반 보관 (학년도 말)',
  'course.unarchive': '반 보관 해제',
  'course.year_end_delete': '보관된 반 삭제 (학년도 말)',
  'backup.create': '백업 만들기',
  'approval.email': '승인 결과 메일 발송',
  'section.video_upload': '섹션 영상 교체',
  'admin.request': '관리자 요청 (거부·실패 포함)',
};
/** What an audit entry is about. */
export const AUDIT_TARGET_TYPES = ['course', 'user', 'code', 'approval', 'notification', 'privacy_request', 'backup', 'section', 'request', 'setting', 'oidc_provider'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
/** How the audit log names each kind of target (every kind has one: the screen never shows a raw type). */
export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  course: '과정',
  user: '사용자',
  code: '코드',
  approval: '승인',
  notification: '알림',
  privacy_request: '개인정보 요청',
  backup: '백업',
  section: '섹션',
  request: '요청',
  setting: '설정',
  oidc_provider: '학교 계정 로그인',
};
/** Site settings by their stored key, as the audit log names them. */
export const AUDIT_SETTING_LABELS: Record<string, string> = { admin_contact: '관리자 연락처', privacy_officer: '개인정보 보호책임자', school_timetable: '교시 시간표', retention: '개인정보 보존 기간' };

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: auditActionSchema,
  target_type: z.string(),
  target_id: z.string().nullable(),
  /** The target as people know it (issue 22): "홍길동 (hong01)" or the class's name; null if gone. */
  target_name: z.string().nullable().optional(),
  /** Names of the users the details refer to (user_id, added, removed), in that order. */
  related_names: z.array(z.string()).optional(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({
  action: auditActionSchema.optional(),
  actor: z.string().trim().max(100).optional(),
  target_type: z.enum(AUDIT_TARGET_TYPES).optional(),
  target_id: z.string().trim().max(64).optional(),
  from: calendarDateSchema().optional(),
  to: calendarDateSchema().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(MAX_DB_ID).default(0),
  _t: z.string().max(32).optional(),
});
export const auditListResponseSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number().int() });

// Bulk enrolment -------------------------------------------------------------------------------

export const BULK_ENROL_MAX_ROWS = 500;
export const bulkEnrolSchema = z.object({ csv: z.string().min(1, ADMIN_MSG.csvEmpty).max(200_000), user_type: memberTypeSchema.default('student') }).strict();
export const bulkEnrolResponseSchema = z.object({
  message: z.string(),
  /** Generated passwords, returned once. */
  accounts: z.array(z.object({ line: z.number().int(), username: z.string(), email: z.string(), full_name: z.string(), password: z.string() })),
});
export type BulkEnrolResponse = z.infer<typeof bulkEnrolResponseSchema>;
/** A bad CSV answers 422 with `errors: [{ field: 'csv.<line>', message: '<line>행: <reason>' }]`. */
export function csvErrorLine(field: string): number | null {
  const m = /^csv\.(\d+)$/.exec(field);
  return m ? Number(m[1]) : null;
}

// Roster import (issue 22) ------------------------------------------------------------------------

/** A school roster file (CSV in UTF-8/CP949, or .xlsx), sent as base64; `dry_run` previews without creating anything. */
export const rosterImportSchema = z
  .object({
    file_base64: z.string().min(1, '파일을 선택해 주세요.').max(4_000_000, '파일이 너무 큽니다 (3MB 이하).'),
    user_type: memberTypeSchema.default('student'),
    dry_run: z.boolean().default(true),
  })
  .strict();
export type RosterImportInput = z.input<typeof rosterImportSchema>;

export const rosterRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  grade: z.number().int().nullable(),
  class_number: z.number().int().nullable(),
  student_number: z.number().int().nullable(),
  student_code: z.string().nullable(),
  username: z.string(),
  /** True when the file had no 아이디 and one was made from 학년·반·번호. */
  username_generated: z.boolean(),
  email: z.string().nullable(),
  /** Issue 25: birth year when the file has it; under 14 the guardian's address gets a consent link. */
  birth_year: z.number().int().nullable(),
  guardian_email: z.string().nullable(),
  /** Korean reason this row cannot be imported, or null. */
  error: z.string().nullable(),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterImportResponseSchema = z.object({
  message: z.string(),
  created: z.boolean(),
  rows: z.array(rosterRowSchema),
  /** One-time passwords, only after a real import (never in a preview). */
  accounts: z.array(z.object({ line: z.number().int(), name: z.string(), username: z.string(), password: z.string(), roster: z.string() })),
});
export type RosterImportResponse = z.infer<typeof rosterImportResponseSchema>;
