import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom for the web component tests, with the Fetch API and text codecs of Node that jsdom's window
 * leaves out: React Router builds a `Request` (with an `AbortController` signal, which must come from
 * the same implementation) for every navigation, and encodes text when it loads.
 */
export default class WebEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, structuredClone });
  }
}
