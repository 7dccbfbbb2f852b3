import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/index.js';
import { assessmentRoutes } from './assessment/index.js';
import { authRoutes } from './auth/index.js';
import { codeRoutes } from './code/index.js';
import { draftsRoutes } from './drafts/index.js';
import { contentRoutes } from './content/index.js';
import { contentsRoutes } from './contents/index.js';
import { evaluationRoutes } from './evaluation/index.js';
import { healthRoutes } from './health/index.js';
import { learningRoutes } from './learning/index.js';
import { learningProgressRoutes } from './learning-progress/index.js';
import { meRoutes } from './me/index.js';
import { publicRoutes } from './public/index.js';
import { sectionGuideRoutes } from './section-guide/index.js';
import { sectionProgressRoutes } from './section-progress/index.js';
import { sectionsRoutes } from './sections/index.js';
import { startChatRoutes } from './start-chat/index.js';
import { startSectionRoutes } from './start-section/index.js';
import { studentRoutes } from './student/index.js';
import { teacherRoutes } from './teacher/index.js';
import { tutorRoutes } from './tutor/index.js';

/** Every /api/v1 route folder: the folder's name is the first segment of its URLs. */
export const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  for (const folder of [
    healthRoutes,
    publicRoutes,
    authRoutes,
    adminRoutes,
    contentsRoutes,
    sectionsRoutes,
    sectionGuideRoutes,
    sectionProgressRoutes,
    startSectionRoutes,
    contentRoutes,
    learningRoutes,
    learningProgressRoutes,
    studentRoutes,
    evaluationRoutes,
    codeRoutes,
    draftsRoutes,
    tutorRoutes,
    teacherRoutes,
    meRoutes,
    startChatRoutes,
    assessmentRoutes,
  ]) {
    await api.register(folder);
  }
};
