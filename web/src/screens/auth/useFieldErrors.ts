import { useEffect, useState } from 'react';
import { fieldErrors, type FieldErrors } from '../../auth-rules';

type Rules = Parameters<typeof fieldErrors>[0];

/**
 * The problems shown under a form's fields. `check` shows every problem of the values (on submit)
 * and says whether there is none; as the values change after that, a problem shown goes once its
 * field is right (or says what is still wrong), and no new one appears before the next submit.
 * `values` must keep its identity while nothing changes (a state object, or memoized).
 */
export function useFieldErrors(rules: Rules, values: unknown) {
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    setErrors((shown) => {
      const fields = Object.keys(shown);
      if (fields.length === 0) return shown;
      const now = fieldErrors(rules, values);
      const still = fields.filter((field) => field in now);
      return still.length === fields.length && still.every((field) => now[field] === shown[field])
        ? shown
        : Object.fromEntries(still.map((field) => [field, now[field]]));
    });
  }, [rules, values]);
  const check = (): boolean => {
    const problems = fieldErrors(rules, values);
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };
  return { errors, setErrors, check };
}
