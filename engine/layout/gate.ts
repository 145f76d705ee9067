/**
 * Tag gates for layout nodes, menu items and features. The pure evaluator lives in
 * `schemas/gate.ts` (next to the gate's schema, so `schemas/features.ts` can use it); this module
 * is the engine's entry point to it plus helpers to build the context.
 */
import { evaluateGate } from '#schemas/gate';
import type { Gate, GateContext, Role } from '#schemas/gate';

export { evaluateGate };
export type { Gate, GateContext, Role };

/** The context of an anonymous visitor of a supplier with `supplierTags`. */
export function anonymousGateContext(supplierTags: readonly string[] = []): GateContext {
  return { supplierTags, userTags: [], role: 'anonimo', loggedIn: false };
}

/** Builds a context; `role` defaults to 'cliente' when logged in, 'anonimo' otherwise. */
export function createGateContext(input: {
  supplierTags?: readonly string[];
  userTags?: readonly string[];
  role?: Role;
  loggedIn: boolean;
}): GateContext {
  return {
    supplierTags: input.supplierTags ?? [],
    userTags: input.userTags ?? [],
    role: input.role ?? (input.loggedIn ? 'cliente' : 'anonimo'),
    loggedIn: input.loggedIn,
  };
}
