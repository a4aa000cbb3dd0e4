import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is one a webhook must not be sent to unless
 * `ALLOW_PRIVATE_WEBHOOK_URLS=true` (server-side request forgery, OWASP SSRF prevention cheat
 * sheet): anything that is not public unicast — loopback (127/8, ::1), private (10/8, 172.16/12,
 * 192.168/16), link-local (169.254/16, fe80::/10, cloud metadata endpoints), carrier-grade NAT
 * (100.64/10), unique-local (fc00::/7), unspecified, broadcast, multicast and reserved ranges, and
 * IPv4-mapped IPv6 forms of any of them, and the whole deprecated IPv4-compatible block `::/96`
 * (`[::127.0.0.1]`, which URLs normalise to `[::7f00:1]` and `ipaddr.js` calls unicast; RFC 4291
 * section 2.5.5.1). Ranges come from `ipaddr.js` (`range()`). A string that is not an IP address is
 * treated as private (refused).
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  // `ipaddr.js` reads `::a.b.c.d` as IPv4-mapped (`::ffff:a.b.c.d`); it is IPv4-compatible
  if (/^::\d+\.\d+\.\d+\.\d+$/.test(address)) return true;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((p) => p === 0)) {
    return true;
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() !== 'unicast';
}
