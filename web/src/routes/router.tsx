import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ProtectedLayoutQuery } from '../__generated__/ProtectedLayoutQuery.graphql';
import { ProtectedLayout, protectedLayoutQuery } from '../layouts/ProtectedLayout';
import type { PublicLayoutQuery } from '../__generated__/PublicLayoutQuery.graphql';
import type { SettingsScreenQuery } from '../__generated__/SettingsScreenQuery.graphql';
import { PublicLayout, publicLayoutQuery } from '../layouts/PublicLayout';
import { AboutScreen } from '../screens/public/AboutScreen';
import { ArticleScreen, DOCUMENTATION_SECTIONS, FEATURE_SECTIONS } from '../screens/public/ArticleScreen';
import { ApiDocsScreen } from '../screens/api-docs/ApiDocsScreen';
import { ContactScreen } from '../screens/contact/ContactScreen';
import { PricingScreen } from '../screens/pricing/PricingScreen';
import { StatusScreen } from '../screens/status/StatusScreen';
import { SettingsScreen, settingsScreenQuery } from '../screens/settings/SettingsScreen';
import { LandingScreen } from '../screens/public/LandingScreen';
import type { DashboardScreenQuery } from '../__generated__/DashboardScreenQuery.graphql';
import type { DocumentsScreenQuery } from '../__generated__/DocumentsScreenQuery.graphql';
import type { EnhancedSendersScreenQuery } from '../__generated__/EnhancedSendersScreenQuery.graphql';
import type { SendersScreenQuery } from '../__generated__/SendersScreenQuery.graphql';
import { EnhancedSendersScreen, enhancedSendersScreenQuery, enhancedSendersVariables } from '../screens/senders/EnhancedSendersScreen';
import { SendersScreen, sendersScreenQuery } from '../screens/senders/SendersScreen';
import { DashboardScreen, dashboardPeriodOf, dashboardScreenQuery } from '../screens/insights/DashboardScreen';
import type { AnalyticsScreenQuery } from '../__generated__/AnalyticsScreenQuery.graphql';
import { AnalyticsScreen, analyticsScreenQuery, analyticsVariablesOf } from '../screens/insights/AnalyticsScreen';
import type { EnhancedDocumentsScreenQuery } from '../__generated__/EnhancedDocumentsScreenQuery.graphql';
import { DocumentsScreen, documentsScreenQuery } from '../screens/documents/DocumentsScreen';
import { EnhancedDocumentsScreen, enhancedDocumentsScreenQuery } from '../screens/documents/EnhancedDocumentsScreen';
import type { AccountScreenQuery } from '../__generated__/AccountScreenQuery.graphql';
import type { SignInScreenQuery } from '../__generated__/SignInScreenQuery.graphql';
import type { SignUpScreenQuery } from '../__generated__/SignUpScreenQuery.graphql';
import type { SimpleAuthScreenQuery } from '../__generated__/SimpleAuthScreenQuery.graphql';
import { AccountScreen, accountScreenQuery } from '../screens/account/AccountScreen';
import { AuthCallbackScreen } from '../screens/auth/AuthCallbackScreen';
import { ResetPasswordScreen, resetPasswordLoader } from '../screens/auth/ResetPasswordScreen';
import { SignInScreen, signInScreenQuery } from '../screens/auth/SignInScreen';
import { SignUpScreen, signUpScreenQuery } from '../screens/auth/SignUpScreen';
import { SimpleAuthScreen, simpleAuthScreenQuery } from '../screens/auth/SimpleAuthScreen';
import { VerifyScreen } from '../screens/auth/VerifyScreen';
import { LegalScreen } from '../screens/legal/LegalScreen';
import { ComingSoonScreen } from '../screens/system/ComingSoonScreen';
import { NotFoundScreen } from '../screens/system/NotFoundScreen';
import { RouteErrorScreen } from '../screens/system/RouteErrorScreen';
import { preload } from './preload';

const comingSoon = (path: string, titleId: string): RouteObject => ({ path, element: <ComingSoonScreen titleId={titleId} /> });

/** The product's route table: public pages, then the screens behind the session guard. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    loader: preload<PublicLayoutQuery>(publicLayoutQuery),
    shouldRevalidate: () => false,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <LandingScreen /> },
      { path: '/pricing', element: <PricingScreen /> },
      { path: '/features', element: <ArticleScreen page="features" sections={FEATURE_SECTIONS} /> },
      { path: '/api', element: <ApiDocsScreen /> },
      { path: '/documentation', element: <ArticleScreen page="documentation" sections={DOCUMENTATION_SECTIONS} /> },
      { path: '/contact', element: <ContactScreen /> },
      { path: '/status', element: <StatusScreen /> },
      { path: '/about', element: <AboutScreen /> },
      { path: '/legal/terms', element: <LegalScreen page="terms" /> },
      { path: '/legal/privacy', element: <LegalScreen page="privacy" /> },
      { path: '/auth/signup', element: <SignUpScreen />, loader: preload<SignUpScreenQuery>(signUpScreenQuery) },
      { path: '/auth/signin', element: <SignInScreen />, loader: preload<SignInScreenQuery>(signInScreenQuery) },
      { path: '/auth/verify', element: <VerifyScreen /> },
      { path: '/auth/reset-password', element: <ResetPasswordScreen />, loader: resetPasswordLoader },
      { path: '/auth/callback', element: <AuthCallbackScreen /> },
      { path: '/simple-auth', element: <SimpleAuthScreen />, loader: preload<SimpleAuthScreenQuery>(simpleAuthScreenQuery) },
    ],
  },
  {
    element: <ProtectedLayout />,
    loader: preload<ProtectedLayoutQuery>(protectedLayoutQuery),
    shouldRevalidate: () => false,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/dashboard', element: <DashboardScreen />, loader: preload<DashboardScreenQuery>(dashboardScreenQuery, (_params, search) => ({ period: dashboardPeriodOf(search) })) },
      { path: '/documents', element: <DocumentsScreen />, loader: preload<DocumentsScreenQuery>(documentsScreenQuery) },
      { path: '/senders', element: <SendersScreen />, loader: preload<SendersScreenQuery>(sendersScreenQuery) },
      { path: '/enhanced-documents', element: <EnhancedDocumentsScreen />, loader: preload<EnhancedDocumentsScreenQuery>(enhancedDocumentsScreenQuery) },
      {
        path: '/enhanced-senders',
        element: <EnhancedSendersScreen />,
        loader: preload<EnhancedSendersScreenQuery>(enhancedSendersScreenQuery, (_params, search) => enhancedSendersVariables(search)),
      },
      comingSoon('/cloud', 'nav.cloud'),
      { path: '/analytics', element: <AnalyticsScreen />, loader: preload<AnalyticsScreenQuery>(analyticsScreenQuery, (_params, search) => analyticsVariablesOf(search)) },
      { path: '/settings', element: <SettingsScreen />, loader: preload<SettingsScreenQuery>(settingsScreenQuery) },
      comingSoon('/mail-connect', 'nav.mailConnect'),
      { path: '/account', element: <AccountScreen />, loader: preload<AccountScreenQuery>(accountScreenQuery) },
    ],
  },
  { path: '*', element: <NotFoundScreen /> },
];

export const createRouter = () => createBrowserRouter(routes);
