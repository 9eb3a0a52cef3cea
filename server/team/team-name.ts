import { AppError, ValidationFailed } from '../errors';
import { Prisma } from '../db/generated/client';

/** A team's name: 1 to 80 characters, unique in the organization. */
export function teamName(raw: string): string {
  const name = raw.trim();
  if (!name || name.length > 80) throw new ValidationFailed([{ path: 'input.name', message: 'A name of 1 to 80 characters', code: 'TEAM_NAME_INVALID' }]);
  return name;
}

/** The unique index on (organization, name) answers a taken name. */
export function takenName(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('TEAM_NAME_TAKEN', 'A team of this name exists');
  throw error;
}
