import ipaddr from 'ipaddr.js';
import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { config } from '../common/config';

/** Whether an IP address is publicly routable (not private, loopback, link-local, CGNAT, multicast, reserved …). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

/** Whether a webhook host is on the WEBHOOK_ALLOWED_HOSTS list (local development and tests). */
export function isAllowedHost(hostname: string): boolean {
  const allowed = config().WEBHOOK_ALLOWED_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  return allowed.includes(hostname.toLowerCase());
}

/**
 * A DNS lookup for outgoing webhook connections that refuses non-public addresses after resolution,
 * on every connection, so a name cannot be re-pointed at an internal service (STYLE.md, "Webhooks").
 */
export function guardedLookup(
  hostname: string,
  options: { all?: boolean; family?: number },
  callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as LookupAddress[];
    const refused = isAllowedHost(hostname) ? [] : list.filter((a) => !isPublicAddress(a.address));
    if (refused.length || !list.length) {
      const error = Object.assign(new Error(`${hostname} resolves to a non-public address (${refused[0]?.address ?? 'none'})`), { code: 'ENOTPUBLIC' });
      return callback(error, '', 0);
    }
    if (options.all) return callback(null, list);
    callback(null, list[0].address, list[0].family);
  });
}
