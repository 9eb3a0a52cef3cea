import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ProtectedLayoutQuery } from '../__generated__/ProtectedLayoutQuery.graphql';
import type { PublicLayoutQuery } from '../__generated__/PublicLayoutQuery.graphql';
import { CenteredSpinner } from '../components/CenteredSpinner';
import { withMessages } from '../i18n/message-store';
import { ProtectedLayout, protectedLayoutQuery } from '../layouts/ProtectedLayout';
import { ScreenTitle, type ScreenHandle } from '../layouts/ScreenTitle';
import { NotFoundScreen } from '../screens/system/NotFoundScreen';
import { RouteErrorScreen } from '../screens/system/RouteErrorScreen';
import { ScreenErrorScreen } from '../screens/system/ScreenErrorScreen';
import { preload } from './preload';

const screenTitle = (titleId: string): ScreenHandle => ({ titleId });
const cloudScreen = withMessages(['cloud', 'tagList', 'status', 'risk', 'errors'], async () => ({
  Component: (await import('../screens/cloud/CloudScreen')).CloudScreen,
}));

/**
 * Gives each screen its own error boundary, rendered in its layout's Outlet: a screen whose data or
 * rendering fails keeps the header and the navigation. A screen that brings its own (from its lazy
 * chunk) stays out of this list: a static one would take precedence. The layouts keep theirs for
 * failures of the layout itself.
 */
const screens = (children: RouteObject[]): RouteObject[] => children.map((route) => ({ ...route, errorElement: <ScreenErrorScreen /> }));

/**
 * The product's route table: public pages, then the screens behind the session guard. Every screen
 * (and the public pages' layout) is its own chunk, fetched with its messages (`withMessages`: the
 * top-level keys of lang/*.json it shows beyond the frame's) and its data when its route is entered.
 * The app renders before the first route's chunk and data have arrived: each layout says what shows
 * meanwhile (`HydrateFallback`), as the router asks.
 */
export const routes: RouteObject[] = [
  {
    lazy: withMessages(['verify'], async () => {
      const { PublicLayout, publicLayoutQuery } = await import('../layouts/PublicLayout');
      return { Component: PublicLayout, loader: preload<PublicLayoutQuery>(publicLayoutQuery) };
    }),
    shouldRevalidate: () => false,
    HydrateFallback: CenteredSpinner,
    errorElement: <RouteErrorScreen />,
    children: screens([
      // A first visit to / gets the landing page pre-rendered (web/landing.html): this route draws it
      // for a signed-in visitor that page hands over to the app.
      { path: '/', lazy: withMessages(['landing'], async () => ({ Component: (await import('../screens/public/LandingScreen')).LandingScreen })) },
      {
        path: '/auth/signup',
        handle: screenTitle('nav.titles.signUp'),
        lazy: withMessages(['auth', 'errors'], async () => {
          const { SignUpScreen, signUpScreenQuery } = await import('../screens/auth/SignUpScreen');
          return { Component: SignUpScreen, loader: preload(signUpScreenQuery) };
        }),
      },
      {
        path: '/auth/signin',
        handle: screenTitle('nav.titles.signIn'),
        lazy: withMessages(['auth', 'errors'], async () => {
          const { SignInScreen, signInScreenQuery } = await import('../screens/auth/SignInScreen');
          return { Component: SignInScreen, loader: preload(signInScreenQuery) };
        }),
      },
      {
        path: '/pricing',
        handle: screenTitle('nav.pricing'),
        lazy: withMessages(['pricing'], async () => ({ Component: (await import('../screens/pricing/PricingScreen')).PricingScreen })),
      },
      {
        path: '/features',
        handle: screenTitle('nav.features'),
        lazy: withMessages(['features', 'landing'], async () => {
          const { ArticleScreen, FEATURE_SECTIONS, articleScreenQuery } = await import('../screens/public/ArticleScreen');
          return { Component: () => <ArticleScreen page="features" sections={FEATURE_SECTIONS} />, loader: preload(articleScreenQuery) };
        }),
      },
      {
        path: '/api',
        handle: screenTitle('nav.api'),
        lazy: withMessages(['apiDocs', 'pricing'], async () => ({ Component: (await import('../screens/api-docs/ApiDocsScreen')).ApiDocsScreen })),
      },
      {
        path: '/documentation',
        handle: screenTitle('nav.documentation'),
        lazy: withMessages(['documentation', 'landing'], async () => {
          const { ArticleScreen, DOCUMENTATION_SECTIONS, articleScreenQuery } = await import('../screens/public/ArticleScreen');
          return { Component: () => <ArticleScreen page="documentation" sections={DOCUMENTATION_SECTIONS} />, loader: preload(articleScreenQuery) };
        }),
      },
      {
        path: '/invitation',
        handle: screenTitle('nav.titles.invitation'),
        lazy: withMessages(['team', 'auth', 'errors'], async () => {
          const { InvitationScreen, invitationScreenQuery, invitationScreenVariables } = await import('../screens/team/InvitationScreen');
          return { Component: InvitationScreen, loader: preload(invitationScreenQuery, invitationScreenVariables) };
        }),
      },
      {
        path: '/contact',
        handle: screenTitle('nav.contact'),
        lazy: withMessages(['contact'], async () => ({ Component: (await import('../screens/contact/ContactScreen')).ContactScreen })),
      },
      {
        path: '/status',
        handle: screenTitle('nav.status'),
        lazy: withMessages(['statusPage'], async () => ({ Component: (await import('../screens/status/StatusScreen')).StatusScreen })),
      },
      {
        path: '/about',
        handle: screenTitle('nav.about'),
        lazy: withMessages(['about'], async () => ({ Component: (await import('../screens/public/AboutScreen')).AboutScreen })),
      },
      {
        path: '/verify',
        handle: screenTitle('nav.titles.verifySignature'),
        lazy: withMessages(['verify'], async () => ({ Component: (await import('../screens/verify/VerifySignatureScreen')).VerifySignatureScreen })),
      },
      {
        path: '/legal/terms',
        handle: screenTitle('nav.terms'),
        lazy: withMessages(['legal'], async () => {
          const { LegalScreen } = await import('../screens/legal/LegalScreen');
          return { Component: () => <LegalScreen page="terms" /> };
        }),
      },
      {
        path: '/legal/privacy',
        handle: screenTitle('nav.privacy'),
        lazy: withMessages(['legal'], async () => {
          const { LegalScreen } = await import('../screens/legal/LegalScreen');
          return { Component: () => <LegalScreen page="privacy" /> };
        }),
      },
      {
        path: '/auth/verify',
        handle: screenTitle('nav.titles.verifyEmail'),
        lazy: withMessages(['auth', 'errors'], async () => ({ Component: (await import('../screens/auth/VerifyScreen')).VerifyScreen })),
      },
      {
        path: '/auth/confirm-email',
        handle: screenTitle('nav.titles.confirmEmail'),
        lazy: withMessages(['auth', 'errors'], async () => ({ Component: (await import('../screens/auth/ConfirmEmailScreen')).ConfirmEmailScreen })),
      },
      {
        path: '/auth/reset-password',
        handle: screenTitle('nav.titles.resetPassword'),
        lazy: withMessages(['auth', 'errors'], async () => {
          const { ResetPasswordScreen, resetPasswordLoader } = await import('../screens/auth/ResetPasswordScreen');
          return { Component: ResetPasswordScreen, loader: resetPasswordLoader };
        }),
      },
      {
        path: '/auth/second-factor',
        handle: screenTitle('nav.titles.secondFactorSetup'),
        lazy: withMessages(['auth', 'account', 'errors'], async () => {
          const { SecondFactorSetupScreen, secondFactorSetupScreenQuery } = await import('../screens/auth/SecondFactorSetupScreen');
          return { Component: SecondFactorSetupScreen, loader: preload(secondFactorSetupScreenQuery) };
        }),
      },
      {
        path: '/auth/callback',
        handle: screenTitle('nav.titles.authCallback'),
        lazy: withMessages(['auth', 'errors'], async () => ({ Component: (await import('../screens/auth/AuthCallbackScreen')).AuthCallbackScreen })),
      },
      {
        path: '/simple-auth',
        handle: screenTitle('nav.titles.simpleAuth'),
        lazy: withMessages(['auth', 'account'], async () => {
          const { SimpleAuthScreen, simpleAuthScreenQuery } = await import('../screens/auth/SimpleAuthScreen');
          return { Component: SimpleAuthScreen, loader: preload(simpleAuthScreenQuery) };
        }),
      },
    ]),
  },
  {
    element: <ProtectedLayout />,
    loader: preload<ProtectedLayoutQuery>(protectedLayoutQuery),
    shouldRevalidate: () => false,
    HydrateFallback: () => <CenteredSpinner labelId="guard.loading" />,
    errorElement: <RouteErrorScreen />,
    children: [
      ...screens([
        {
          path: '/dashboard',
          handle: screenTitle('nav.dashboard'),
          lazy: withMessages(['dashboard', 'risk', 'insights', 'time'], async () => {
            const { DashboardScreen, dashboardScreenQuery, dashboardPeriodOf } = await import('../screens/insights/DashboardScreen');
            return { Component: DashboardScreen, loader: preload(dashboardScreenQuery, (_params, search) => ({ period: dashboardPeriodOf(search) })) };
          }),
        },
        {
          path: '/documents',
          handle: screenTitle('nav.documents'),
          // The side panel brings the document page's and signing's words with it (DocumentsScreen's loadPanel).
          lazy: withMessages(['documents', 'risk', 'status'], async () => {
            const { DocumentsScreen, documentsScreenQuery } = await import('../screens/documents/DocumentsScreen');
            return { Component: DocumentsScreen, loader: preload(documentsScreenQuery) };
          }),
        },
        {
          path: '/documents/:id',
          handle: screenTitle('nav.titles.document'),
          lazy: withMessages(['documentPage', 'documents', 'risk', 'signatureRequest', 'signing', 'documentUpload', 'errors', 'status'], async () => {
            const { DocumentScreen, documentScreenQuery, documentScreenVariables } = await import('../screens/documents/DocumentScreen');
            return { Component: DocumentScreen, loader: preload(documentScreenQuery, documentScreenVariables) };
          }),
        },
        {
          path: '/senders',
          handle: screenTitle('nav.senders'),
          lazy: withMessages(['senders', 'risk', 'insights', 'time', 'dashboard'], async () => {
            const { SendersScreen, sendersScreenQuery } = await import('../screens/senders/SendersScreen');
            return { Component: SendersScreen, loader: preload(sendersScreenQuery) };
          }),
        },
        {
          path: '/enhanced-documents',
          handle: screenTitle('nav.enhancedDocuments'),
          lazy: withMessages(['documents', 'tagList', 'status', 'risk', 'time', 'signing', 'documentUpload', 'errors'], async () => {
            const { EnhancedDocumentsScreen, enhancedDocumentsScreenQuery } = await import('../screens/documents/EnhancedDocumentsScreen');
            return { Component: EnhancedDocumentsScreen, loader: preload(enhancedDocumentsScreenQuery) };
          }),
        },
        {
          path: '/enhanced-senders',
          handle: screenTitle('nav.enhancedSenders'),
          lazy: withMessages(['senders', 'risk', 'insights', 'time', 'dashboard', 'status', 'errors'], async () => {
            const { EnhancedSendersScreen, enhancedSendersScreenQuery, enhancedSendersVariables } = await import('../screens/senders/EnhancedSendersScreen');
            return { Component: EnhancedSendersScreen, loader: preload(enhancedSendersScreenQuery, (_params, search) => enhancedSendersVariables(search)) };
          }),
        },
        { path: '/cloud', handle: screenTitle('nav.cloud'), lazy: cloudScreen },
        // The open folder is in the address (its global id): a reload, back and forward and a shared link keep it.
        { path: '/cloud/:folderId', handle: screenTitle('nav.cloud'), lazy: cloudScreen },
        {
          path: '/analytics',
          handle: screenTitle('nav.analytics'),
          lazy: withMessages(['analytics', 'dashboard', 'risk', 'insights', 'time'], async () => {
            const { AnalyticsScreen, analyticsScreenQuery, analyticsVariablesOf } = await import('../screens/insights/AnalyticsScreen');
            return { Component: AnalyticsScreen, loader: preload(analyticsScreenQuery, (_params, search) => analyticsVariablesOf(search)) };
          }),
        },
        {
          path: '/settings',
          handle: screenTitle('nav.settings'),
          lazy: withMessages(
            ['billing', 'account', 'pricing', 'auth', 'errors', 'audit', 'organization', 'security', 'notifications', 'integrations', 'automations'],
            async () => {
              const { SettingsScreen, settingsScreenQuery } = await import('../screens/settings/SettingsScreen');
              return { Component: SettingsScreen, loader: preload(settingsScreenQuery) };
            },
          ),
        },
        {
          path: '/team',
          handle: screenTitle('nav.team'),
          lazy: withMessages(['team', 'errors'], async () => {
            const { TeamScreen, teamScreenQuery } = await import('../screens/team/TeamScreen');
            return { Component: TeamScreen, loader: preload(teamScreenQuery) };
          }),
        },
        {
          path: '/account',
          handle: screenTitle('nav.account'),
          lazy: withMessages(['account', 'auth', 'errors', 'mail'], async () => {
            const { AccountScreen, accountScreenQuery } = await import('../screens/account/AccountScreen');
            return { Component: AccountScreen, loader: preload(accountScreenQuery) };
          }),
        },
      ]),
      // Brings its own error boundary with its chunk (a failed mailbox read is told as a toast).
      {
        path: '/mail-connect',
        handle: screenTitle('nav.mailConnect'),
        lazy: withMessages(['mail', 'errors', 'risk', 'insights', 'time', 'dashboard', 'status'], async () => {
          const [{ MailConnectScreen, mailConnectScreenQuery, mailConnectVariables }, { MailConnectError }] = await Promise.all([
            import('../screens/mail/MailConnectScreen'),
            import('../screens/mail/MailConnectError'),
          ]);
          return {
            Component: MailConnectScreen,
            ErrorBoundary: MailConnectError,
            loader: preload(mailConnectScreenQuery, (_params, search) => mailConnectVariables(search)),
          };
        }),
      },
    ],
  },
  {
    path: '*',
    handle: screenTitle('nav.titles.notFound'),
    element: (
      <>
        <ScreenTitle />
        <NotFoundScreen />
      </>
    ),
  },
];

export const createRouter = () => createBrowserRouter(routes);
