import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ProtectedLayoutQuery } from '../__generated__/ProtectedLayoutQuery.graphql';
import { ProtectedLayout, protectedLayoutQuery } from '../layouts/ProtectedLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { LandingScreen } from '../screens/public/LandingScreen';
import type { DocumentsScreenQuery } from '../__generated__/DocumentsScreenQuery.graphql';
import type { EnhancedDocumentsScreenQuery } from '../__generated__/EnhancedDocumentsScreenQuery.graphql';
import { DocumentsScreen, documentsScreenQuery } from '../screens/documents/DocumentsScreen';
import { EnhancedDocumentsScreen, enhancedDocumentsScreenQuery } from '../screens/documents/EnhancedDocumentsScreen';
import { ComingSoonScreen } from '../screens/system/ComingSoonScreen';
import { NotFoundScreen } from '../screens/system/NotFoundScreen';
import { RouteErrorScreen } from '../screens/system/RouteErrorScreen';
import { preload } from './preload';

const comingSoon = (path: string, titleId: string): RouteObject => ({ path, element: <ComingSoonScreen titleId={titleId} /> });

/** The product's route table: public pages, then the screens behind the session guard. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <LandingScreen /> },
      comingSoon('/pricing', 'nav.pricing'),
      comingSoon('/features', 'nav.features'),
      comingSoon('/api', 'nav.api'),
      comingSoon('/documentation', 'nav.documentation'),
      comingSoon('/contact', 'nav.contact'),
      comingSoon('/status', 'nav.status'),
      comingSoon('/about', 'nav.about'),
      comingSoon('/legal/terms', 'nav.terms'),
      comingSoon('/legal/privacy', 'nav.privacy'),
      comingSoon('/auth/signup', 'common.signUp'),
      comingSoon('/auth/signin', 'common.signIn'),
    ],
  },
  {
    element: <ProtectedLayout />,
    loader: preload<ProtectedLayoutQuery>(protectedLayoutQuery),
    shouldRevalidate: () => false,
    errorElement: <RouteErrorScreen />,
    children: [
      comingSoon('/dashboard', 'nav.dashboard'),
      { path: '/documents', element: <DocumentsScreen />, loader: preload<DocumentsScreenQuery>(documentsScreenQuery) },
      comingSoon('/senders', 'nav.senders'),
      { path: '/enhanced-documents', element: <EnhancedDocumentsScreen />, loader: preload<EnhancedDocumentsScreenQuery>(enhancedDocumentsScreenQuery) },
      comingSoon('/enhanced-senders', 'nav.enhancedSenders'),
      comingSoon('/cloud', 'nav.cloud'),
      comingSoon('/analytics', 'nav.analytics'),
      comingSoon('/settings', 'nav.settings'),
      comingSoon('/mail-connect', 'nav.mailConnect'),
      comingSoon('/account', 'nav.account'),
    ],
  },
  { path: '*', element: <NotFoundScreen /> },
];

export const createRouter = () => createBrowserRouter(routes);
