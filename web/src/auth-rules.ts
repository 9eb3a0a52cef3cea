// The web's door to the shared validation rules. Zod is configured for the Content-Security-Policy
// first: the rules define their schemas as this module loads, and only the screens that validate
// import it, so zod stays out of the first script.
import './zod-without-eval';

export * from '../../server/shared/auth-rules';
