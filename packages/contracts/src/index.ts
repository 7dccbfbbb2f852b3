export * from './constants.js';
export * from './messages.js';
export * from './roles.js';
export * from './auth.js';
export * from './public.js';
export * from './admin.js';
export * from './registration.js';
export * from './content.js';
