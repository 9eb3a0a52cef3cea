declare module 'passport-azure-ad' {
  import type { Strategy } from 'passport';

  export class OIDCStrategy extends Strategy {
    constructor(options: Record<string, unknown>, verify: (...args: never[]) => void);
  }
}
