import { GraphQLError } from 'graphql';
import { builder } from './builder';

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  // Reads that format timestamps in SQL hand over the ISO string itself.
  serialize: (value) => (typeof value === 'string' ? value : value.toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string.');
    return date;
  },
});

builder.scalarType('JSON', {
  description: 'Any JSON value (object, array, string, number, boolean or null), passed through unchanged.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.scalarType('Upload', {
  description: 'A file sent as a part of a GraphQL multipart request.',
  serialize: () => {
    throw new GraphQLError('Upload is an input-only scalar.');
  },
  parseValue: (value) => {
    // Yoga's multipart parser hands a whatwg-node File, not always the global class: check the shape.
    if (value instanceof File || isFileLike(value)) return value as File;
    throw new GraphQLError('Upload must be a file part of a multipart request.');
  },
});

function isFileLike(value: unknown): boolean {
  const candidate = value as { name?: unknown; size?: unknown; arrayBuffer?: unknown } | null;
  return typeof candidate?.name === 'string' && typeof candidate.arrayBuffer === 'function';
}
