import ipaddr from 'ipaddr.js';

/**
 * A request made on this machine: from a loopback address, and not relayed by a proxy (which would
 * make every outside request look local). Development tools answer only these.
 */
export function isLocalRequest(remoteAddress: string | null | undefined, forwardedFor: string | null | undefined): boolean {
  if (forwardedFor || !remoteAddress || !ipaddr.isValid(remoteAddress)) return false;
  const address = ipaddr.process(remoteAddress);
  return address.range() === 'loopback';
}
