import { env } from '../../../lib/env';

/** The stream's address as a program outside the browser must call it: absolute, with a long poll. */
export function streamAddress(origin: string = window.location.origin): string {
  return `${new URL(`${env.apiBaseUrl}/stream/events`, origin).href}?from=0&wait=25`;
}

/** A first read with curl; the key comes from the environment so it stays out of shell history. */
export function curlExample(address: string): string {
  return `curl -sS -H "X-Api-Key: $INSIGHT_STREAM_KEY" "${address}"`;
}
