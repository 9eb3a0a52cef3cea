// Prints schema.graphql from the Pothos schema (the code is the source of truth).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSchema } from 'graphql';
import { schema } from '../server/graphql/schema';

const file = join(import.meta.dirname, '../schema.graphql');
writeFileSync(file, `${printSchema(schema)}\n`);
console.log(`Wrote ${file}`);
