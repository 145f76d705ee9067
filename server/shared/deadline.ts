/**
 * The answer's deadline (issue 27, item 4). REQUEST_TIMEOUT_MS is what the server promises a
 * client: an answer (its result, or 503 with Retry-After) within that time. The handler's own
 * deadline is earlier by a margin, because the 503 of a late handler is sent by a timer, and a
 * timer of a busy event loop fires late (under load the answers left at 10.1–10.9 s when the
 * handler's deadline was the promised 10 s): a fifth of the timeout, at most 1 s.
 */
export const MAX_DEADLINE_MARGIN_MS = 1_000;

export function handlerDeadline(requestTimeoutMs: number): number {
  return requestTimeoutMs - Math.min(MAX_DEADLINE_MARGIN_MS, Math.floor(requestTimeoutMs / 5));
}
