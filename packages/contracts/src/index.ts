import { z } from 'zod';

// Default validation messages in Korean for every schema, on the server and in the browser.
z.config(z.locales.ko());

export * from './constants.js';
export * from './ids.js';
export * from './messages.js';
export * from './roles.js';
export * from './identity.js';
export * from './format.js';
export * from './consent.js';
export * from './auth.js';
export * from './public.js';
export * from './admin.js';
export * from './admin-courses.js';
export * from './registration.js';
export * from './content.js';
export * from './lesson.js';
export * from './problem-statement.js';
export * from './python/index.js';
export * from './learning.js';
export * from './progress.js';
export * from './student.js';
export * from './evaluation.js';
export * from './code.js';
export * from './tutor.js';
export * from './concepts.js';
export * from './drafts.js';
export * from './class-plan.js';
export * from './timetable.js';
export * from './report.js';
// Teacher insight shapes and figures: import from '@dodam/contracts/teacher' (kept out of this barrel so
// the landing page's bundle does not carry them).
export * from './backups.js';
