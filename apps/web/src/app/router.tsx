import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { DashboardRedirect, PublicOnly, RequireAuth } from './guards';
import { MainLayout, RootLayout } from './layouts';
import { RouteError } from './route-error';

// Every screen is a lazy route module: the landing page downloads only the shell (router, guards,
// navbar) plus the home page chunk, and each screen's code arrives when it is first opened.
type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const redirect = (to: string): RouteObject['element'] => <Navigate to={to} replace />;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            // Pathless boundary so a failing screen keeps the navigation bar around its error.
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: page(() => import('@/features/home/home-page')) },

              // Public-only screens.
              {
                element: <PublicOnly />,
                children: [
                  { path: 'login', lazy: page(() => import('@/features/auth/login-page')) },
                  { path: 'login/oidc', lazy: page(() => import('@/features/auth/oidc-page')) },
                  { path: 'register', lazy: page(() => import('@/features/registration/register-page')) },
                ],
              },
              {
                element: <PublicOnly adminLogin />,
                children: [{ path: 'admin/login', lazy: page(() => import('@/features/auth/admin-login-page')) }],
              },

              { path: 'dashboard', element: <DashboardRedirect /> },

              // Student only. courses/progress select their dashboard tab (the original ignored the hint).
              {
                element: <RequireAuth requirement="student" />,
                children: [
                  { path: 'student/dashboard', lazy: page(() => import('@/features/dashboards/student-dashboard-page')) },
                  { path: 'student/courses', lazy: page(() => import('@/features/dashboards/student-dashboard-page')) },
                  { path: 'student/progress', lazy: page(() => import('@/features/dashboards/student-dashboard-page')) },
                ],
              },
              { path: 'student/course/:courseId', element: redirect('/contents') },

              // Teacher only.
              {
                element: <RequireAuth requirement="teacher" />,
                children: [
                  { path: 'teacher/dashboard', lazy: page(() => import('@/features/dashboards/teacher-dashboard-page')) },
                  { path: 'teacher/students/:id', lazy: page(() => import('@/features/dashboards/teacher-student-page')) },
                  { path: 'teacher/reports/:courseId', lazy: page(() => import('@/features/dashboards/teacher-report-page')) },
                ],
              },
              { path: 'teacher/course/:courseId', element: redirect('/contents') },

              // Admin only.
              { path: 'admin', element: redirect('/admin/dashboard') },
              {
                element: <RequireAuth requirement="admin" />,
                children: [
                  { path: 'admin/dashboard', lazy: page(() => import('@/features/admin/admin-dashboard-page')) },
                  { path: 'admin/dashboard/overview', element: redirect('/admin/dashboard') },
                  { path: 'admin/dashboard/courses', element: redirect('/admin/dashboard') },
                  {
                    path: 'admin/management',
                    lazy: page(() => import('@/features/admin/management-page')),
                    children: [
                      { index: true, lazy: page(() => import('@/features/admin/courses-tab')) },
                      { path: 'courses', lazy: page(() => import('@/features/admin/courses-tab')) },
                      { path: 'approvals', lazy: page(() => import('@/features/admin/approvals-tab')) },
                      { path: 'users', lazy: page(() => import('@/features/admin/users-tab')) },
                      { path: 'outbox', lazy: page(() => import('@/features/admin/outbox-tab')) },
                      { path: 'privacy', lazy: page(() => import('@/features/admin/privacy-requests-tab')) },
                      { path: 'sign-in', lazy: page(() => import('@/features/admin/oidc-tab')) },
                      { path: 'audit', lazy: page(() => import('@/features/admin/audit-tab')) },
                    ],
                  },
                ],
              },

              // Any logged-in (and approved) user.
              {
                element: <RequireAuth requirement="any" />,
                children: [
                  { path: 'consent', lazy: page(() => import('@/features/registration/first-consent-page')) },
                  { path: 'profile', lazy: page(() => import('@/features/profile/profile-page')) },
                  { path: 'profile/privacy', lazy: page(() => import('@/features/profile/profile-page')) },
                  { path: 'contents', lazy: page(() => import('@/features/catalogue/contents-page')) },
                  { path: 'contents/:contentId', lazy: page(() => import('@/features/catalogue/content-detail-page')) },
                  { path: 'tutor', element: redirect('/tutor/video') },
                  { path: 'tutor/:tabType', lazy: page(() => import('@/features/study/tutor/tutor-page')) },
                  { path: 'playground', lazy: page(() => import('@/features/playground/playground-page')) },
                ],
              },

              // Status pages: open to everyone.
              { path: 'privacy', lazy: page(() => import('@/features/privacy/privacy-page')) },
              { path: 'guardian/:token', lazy: page(() => import('@/features/guardian/guardian-page')) },
              { path: 'approval-pending', lazy: page(() => import('@/features/status/approval-pending-page')) },
              { path: 'approval-rejected', lazy: page(() => import('@/features/status/approval-rejected-page')) },
              { path: 'unauthorized', lazy: page(() => import('@/features/status/unauthorized-page')) },
              { path: 'loading', lazy: page(() => import('@/features/status/loading-page')) },

              { path: '*', lazy: page(() => import('@/features/status/not-found-page')) },
            ],
          },
        ],
      },

      // The immersive learning screen has no top navigation.
      {
        element: <RequireAuth requirement="any" />,
        errorElement: <RouteError />,
        children: [{ path: 'learning/:contentId/:learningType', lazy: page(() => import('@/features/study/learning/learning-page')) }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
