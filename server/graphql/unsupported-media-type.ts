import type { Plugin } from 'graphql-yoga';

/**
 * A POST whose body no parser reads (text/plain, or no Content-Type at all) is answered 415 with a
 * GraphQL `errors` array saying what to send, as every other refusal is, not an empty body. Runs
 * after Yoga's own parsers (the user plugins come after them): none of them claimed the request.
 */
export const unsupportedMediaTypePlugin: Plugin = {
  onRequestParse({ request, requestParser, endResponse, fetchAPI }) {
    if (requestParser || request.method !== 'POST') return;
    const message = 'Send the request as JSON (Content-Type: application/json), or as multipart/form-data for a file.';
    endResponse(
      new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] }), {
        status: 415,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
  },
};
