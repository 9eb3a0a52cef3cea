import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode, Suspense, type ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import type { GraphQLTaggedNode, OperationDescriptor, Variables } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment, type MockResolvers } from 'relay-test-utils';
import { Toaster, toaster } from '../../web/src/components/toaster';
import en from '../../lang/en.json';
import fr from '../../lang/fr.json';
import { DEFAULT_LANGUAGE, flattenMessages, type Language } from '../../web/src/i18n/languages';
import { system } from '../../web/src/theme';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** Both languages at once: the app loads one at a time (web/src/i18n/languages.ts), the tests pick. */
const MESSAGES: Record<Language, Record<string, string>> = { en: flattenMessages(en), fr: flattenMessages(fr) };

/** A screen as the router mounts it: its path, its component and, if it has one, the query its route preloads. */
export interface ScreenRoute {
  path: string;
  Component: ComponentType;
  /** The route's query, loaded by the route's loader as web/src/routes/preload.ts does, against the mock environment. */
  query?: GraphQLTaggedNode;
  variables?: Variables;
}

export interface RenderScreenOptions {
  /** The address the memory router starts at; the screen's own path by default. */
  url?: string;
  language?: Language;
  environment?: MockEnvironment;
  /** Other routes the screen may link to, rendered as a bare marker so a navigation can be asserted. */
  otherPaths?: string[];
}

export interface RenderedScreen extends RenderResult {
  environment: MockEnvironment;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders a screen the way web/src/main.tsx mounts the app — strict mode, Relay environment, Chakra system,
 * react-intl with the app's messages, the router, the toaster — with relay-test-utils' mock
 * environment as the only stand-in: every operation waits in `environment.mock` until the test
 * resolves it.
 */
export function renderScreen(route: ScreenRoute, options: RenderScreenOptions = {}): RenderedScreen {
  const environment = options.environment ?? createMockEnvironment();
  // The app's toaster is one store per page: start each screen without the previous test's toasts.
  toaster.remove();
  const language = options.language ?? DEFAULT_LANGUAGE;
  const routes: RouteObject[] = [
    {
      path: route.path,
      Component: route.Component,
      loader: route.query ? () => loadQuery(environment, route.query!, route.variables ?? {}, { fetchPolicy: 'store-and-network' }) : undefined,
      hydrateFallbackElement: <p data-testid="route-loading" />,
    },
    ...(options.otherPaths ?? []).map((path) => ({ path, element: <p data-testid="other-route">{path}</p> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.url ?? route.path] });
  const result = render(
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <ChakraProvider value={system}>
          <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={MESSAGES[language]}>
            <Suspense fallback={<p data-testid="screen-loading" />}>
              <RouterProvider router={router} />
            </Suspense>
            <Toaster />
          </IntlProvider>
        </ChakraProvider>
      </RelayEnvironmentProvider>
    </StrictMode>,
  );
  return { ...result, environment, router };
}

/** The pending operation of that name (query, mutation or subscription); throws if there is none. */
export function pendingOperation(environment: MockEnvironment, name: string): OperationDescriptor {
  return environment.mock.findOperation((operation) => operation.request.node.operation.name === name);
}

/** Names of the operations waiting for an answer, oldest first. */
export function pendingOperationNames(environment: MockEnvironment): string[] {
  return environment.mock.getAllOperations().map((operation) => operation.request.node.operation.name);
}

/** Answers the pending operation of that name with data generated from the resolvers (MockPayloadGenerator). */
export function resolveOperation(environment: MockEnvironment, name: string, resolvers?: MockResolvers) {
  const operation = pendingOperation(environment, name);
  environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
}

/** What the server answers a change once the organization's trial or subscription ended (trial-ended-plugin.ts): no data, one error with its code. */
export const TRIAL_ENDED_ANSWER = {
  data: null,
  errors: [{ message: 'L’essai gratuit ou l’abonnement de votre organisation est terminé', extensions: { code: 'TRIAL_ENDED' } }],
};
/** How the app words it (`errors.TRIAL_ENDED`, French). */
export const TRIAL_ENDED_TEXT = /^L’essai gratuit ou l’abonnement de votre organisation est terminé : vos documents restent consultables/;
