import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is one a webhook must not be sent to unless
 * `ALLOW_PRIVATE_WEBHOOK_URLS=true` (server-side request forgery, OWASP SSRF prevention cheat
 * sheet): anything that is not public unicast — loopback (127/8, ::1), private (10/8, 172.16/12,
 * 192.168/16), link-local (169.254/16, fe80::/10, cloud metadata endpoints), carrier-grade NAT
 * (100.64/10), unique-local (fc00::/7), unspecified, broadcast, multicast and reserved ranges, and
 * IPv4-mapped IPv6 forms of any of them. Ranges come from `ipaddr.js` (`range()`). A string that is
 * not an IP address is treated as private (refused).
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() !== 'unicast';
}
