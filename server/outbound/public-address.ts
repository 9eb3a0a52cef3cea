import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../errors';

/** Only ordinary internet addresses: no loopback, private, link-local, multicast or reserved ranges. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

export interface OutboundPolicy {
  /** ALLOW_PRIVATE_FETCH: private and loopback addresses allowed (tests, intranet deployments). */
  allowPrivate: boolean;
}

/** http(s) URLs only, and a literal host address must be public. Host names are checked when they resolve. */
export function parseOutboundUrl(raw: string, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('INVALID_URL', 'Not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError('INVALID_URL', 'Only http and https URLs are accepted');
  if (url.username || url.password) throw new AppError('INVALID_URL', 'URLs with credentials are not accepted');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !policy.allowPrivate && !isPublicAddress(host)) throw new AppError('ADDRESS_NOT_ALLOWED', 'This address is not reachable from Paraphe');
  return url;
}

/**
 * A DNS lookup for http.request that refuses non-public answers, so a name that resolves to an
 * internal address (or is rebound to one between check and connection) is never connected to.
 */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const refused = !policy.allowPrivate && list.some((entry) => !isPublicAddress(entry.address));
      if (refused || list.length === 0)
        return callback(new AppError('ADDRESS_NOT_ALLOWED', 'This address is not reachable from Paraphe') as NodeJS.ErrnoException, '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (err: null, all: LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
