import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ProtectedLayoutQuery } from '../__generated__/ProtectedLayoutQuery.graphql';
import type { PublicLayoutQuery } from '../__generated__/PublicLayoutQuery.graphql';
import { ProtectedLayout, protectedLayoutQuery } from '../layouts/ProtectedLayout';
import { PublicLayout, publicLayoutQuery } from '../layouts/PublicLayout';
import { LandingScreen } from '../screens/public/LandingScreen';
import { ComingSoonScreen } from '../screens/system/ComingSoonScreen';
import { NotFoundScreen } from '../screens/system/NotFoundScreen';
import { RouteErrorScreen } from '../screens/system/RouteErrorScreen';
import { ScreenErrorScreen } from '../screens/system/ScreenErrorScreen';
import { MailConnectError } from '../screens/mail/MailConnectError';
import { preload } from './preload';

const comingSoon = (path: string, titleId: string): RouteObject => ({ path, element: <ComingSoonScreen titleId={titleId} /> });

/**
 * Gives each screen its own error boundary, rendered in its layout's Outlet: a screen whose data or
 * rendering fails keeps the header and the navigation. A screen may bring its own (`ErrorBoundary`).
 * The layouts keep theirs for failures of the layout itself.
 */
const screens = (children: RouteObject[]): RouteObject[] =>
  children.map((route) => (route.ErrorBoundary || route.errorElement ? route : { ...route, errorElement: <ScreenErrorScreen /> }));

/** The product's route table: public pages, then the screens behind the session guard. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    loader: preload<PublicLayoutQuery>(publicLayoutQuery),
    shouldRevalidate: () => false,
    errorElement: <RouteErrorScreen />,
    children: screens([
      // The landing page comes with the app's script (a first visit to / gets it pre-rendered, see
      // web/landing.html); every other screen is its own chunk, fetched with its data when its route
      // is entered.
      { path: '/', element: <LandingScreen /> },
      {
        path: '/auth/signup',
        lazy: async () => {
          const { SignUpScreen, signUpScreenQuery } = await import('../screens/auth/SignUpScreen');
          return { Component: SignUpScreen, loader: preload(signUpScreenQuery) };
        },
      },
      {
        path: '/auth/signin',
        lazy: async () => {
          const { SignInScreen, signInScreenQuery } = await import('../screens/auth/SignInScreen');
          return { Component: SignInScreen, loader: preload(signInScreenQuery) };
        },
      },
      { path: '/pricing', lazy: async () => ({ Component: (await import('../screens/pricing/PricingScreen')).PricingScreen }) },
      {
        path: '/features',
        lazy: async () => {
          const { ArticleScreen, FEATURE_SECTIONS } = await import('../screens/public/ArticleScreen');
          return { Component: () => <ArticleScreen page="features" sections={FEATURE_SECTIONS} /> };
        },
      },
      { path: '/api', lazy: async () => ({ Component: (await import('../screens/api-docs/ApiDocsScreen')).ApiDocsScreen }) },
      {
        path: '/documentation',
        lazy: async () => {
          const { ArticleScreen, DOCUMENTATION_SECTIONS } = await import('../screens/public/ArticleScreen');
          return { Component: () => <ArticleScreen page="documentation" sections={DOCUMENTATION_SECTIONS} /> };
        },
      },
      { path: '/contact', lazy: async () => ({ Component: (await import('../screens/contact/ContactScreen')).ContactScreen }) },
      { path: '/status', lazy: async () => ({ Component: (await import('../screens/status/StatusScreen')).StatusScreen }) },
      { path: '/about', lazy: async () => ({ Component: (await import('../screens/public/AboutScreen')).AboutScreen }) },
      { path: '/verify', lazy: async () => ({ Component: (await import('../screens/verify/VerifySignatureScreen')).VerifySignatureScreen }) },
      {
        path: '/legal/terms',
        lazy: async () => {
          const { LegalScreen } = await import('../screens/legal/LegalScreen');
          return { Component: () => <LegalScreen page="terms" /> };
        },
      },
      {
        path: '/legal/privacy',
        lazy: async () => {
          const { LegalScreen } = await import('../screens/legal/LegalScreen');
          return { Component: () => <LegalScreen page="privacy" /> };
        },
      },
      { path: '/auth/verify', lazy: async () => ({ Component: (await import('../screens/auth/VerifyScreen')).VerifyScreen }) },
      {
        path: '/auth/reset-password',
        lazy: async () => {
          const { ResetPasswordScreen, resetPasswordLoader } = await import('../screens/auth/ResetPasswordScreen');
          return { Component: ResetPasswordScreen, loader: resetPasswordLoader };
        },
      },
      { path: '/auth/callback', lazy: async () => ({ Component: (await import('../screens/auth/AuthCallbackScreen')).AuthCallbackScreen }) },
      {
        path: '/simple-auth',
        lazy: async () => {
          const { SimpleAuthScreen, simpleAuthScreenQuery } = await import('../screens/auth/SimpleAuthScreen');
          return { Component: SimpleAuthScreen, loader: preload(simpleAuthScreenQuery) };
        },
      },
    ]),
  },
  {
    element: <ProtectedLayout />,
    loader: preload<ProtectedLayoutQuery>(protectedLayoutQuery),
    shouldRevalidate: () => false,
    errorElement: <RouteErrorScreen />,
    children: screens([
      {
        path: '/dashboard',
        lazy: async () => {
          const { DashboardScreen, dashboardScreenQuery, dashboardPeriodOf } = await import('../screens/insights/DashboardScreen');
          return { Component: DashboardScreen, loader: preload(dashboardScreenQuery, (_params, search) => ({ period: dashboardPeriodOf(search) })) };
        },
      },
      {
        path: '/documents',
        lazy: async () => {
          const { DocumentsScreen, documentsScreenQuery } = await import('../screens/documents/DocumentsScreen');
          return { Component: DocumentsScreen, loader: preload(documentsScreenQuery) };
        },
      },
      {
        path: '/documents/:id',
        lazy: async () => {
          const { DocumentScreen, documentScreenQuery, documentScreenVariables } = await import('../screens/documents/DocumentScreen');
          return { Component: DocumentScreen, loader: preload(documentScreenQuery, documentScreenVariables) };
        },
      },
      {
        path: '/senders',
        lazy: async () => {
          const { SendersScreen, sendersScreenQuery } = await import('../screens/senders/SendersScreen');
          return { Component: SendersScreen, loader: preload(sendersScreenQuery) };
        },
      },
      {
        path: '/enhanced-documents',
        lazy: async () => {
          const { EnhancedDocumentsScreen, enhancedDocumentsScreenQuery } = await import('../screens/documents/EnhancedDocumentsScreen');
          return { Component: EnhancedDocumentsScreen, loader: preload(enhancedDocumentsScreenQuery) };
        },
      },
      {
        path: '/enhanced-senders',
        lazy: async () => {
          const { EnhancedSendersScreen, enhancedSendersScreenQuery, enhancedSendersVariables } = await import('../screens/senders/EnhancedSendersScreen');
          return { Component: EnhancedSendersScreen, loader: preload(enhancedSendersScreenQuery, (_params, search) => enhancedSendersVariables(search)) };
        },
      },
      comingSoon('/cloud', 'nav.cloud'),
      {
        path: '/analytics',
        lazy: async () => {
          const { AnalyticsScreen, analyticsScreenQuery, analyticsVariablesOf } = await import('../screens/insights/AnalyticsScreen');
          return { Component: AnalyticsScreen, loader: preload(analyticsScreenQuery, (_params, search) => analyticsVariablesOf(search)) };
        },
      },
      {
        path: '/settings',
        lazy: async () => {
          const { SettingsScreen, settingsScreenQuery } = await import('../screens/settings/SettingsScreen');
          return { Component: SettingsScreen, loader: preload(settingsScreenQuery) };
        },
      },
      {
        path: '/mail-connect',
        ErrorBoundary: MailConnectError,
        lazy: async () => {
          const { MailConnectScreen, mailConnectScreenQuery, mailConnectVariables } = await import('../screens/mail/MailConnectScreen');
          return { Component: MailConnectScreen, loader: preload(mailConnectScreenQuery, (_params, search) => mailConnectVariables(search)) };
        },
      },
      {
        path: '/account',
        lazy: async () => {
          const { AccountScreen, accountScreenQuery } = await import('../screens/account/AccountScreen');
          return { Component: AccountScreen, loader: preload(accountScreenQuery) };
        },
      },
    ]),
  },
  { path: '*', element: <NotFoundScreen /> },
];

export const createRouter = () => createBrowserRouter(routes);
