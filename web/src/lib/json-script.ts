/**
 * JSON for an inline data block (`<script type="application/ld+json">`, `application/json`): "<" written
 * as \u003c, so no value, not even "</script>", can end the block early. The browser never runs these
 * types (they are data), so the CSP's script-src 'self' does not apply to them.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
