import { AppError } from '../errors';

export interface FieldProblem {
  /** Dotted path of the argument or input field, e.g. `input.email`. */
  path: string;
  /** The rule's message, worded exactly as the product's forms word it. */
  message: string;
}

export class ValidationFailed extends AppError {
  readonly problems: FieldProblem[];

  constructor(problems: FieldProblem[]) {
    super('VALIDATION_FAILED', problems.map((problem) => problem.message).join('; '));
    this.problems = problems;
  }
}
