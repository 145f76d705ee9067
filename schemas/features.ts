/**
 * Feature gates: a supplier may restrict a feature to some visitors (e.g. prices only for
 * logged-in customers, chat only for role cliente). A feature absent from the document is
 * enabled for everyone; a present one is enabled when its `when` gate holds.
 */
import * as z from 'zod/mini';
import { safeParseDocument } from './errors';
import type { ParseDocumentResult } from './errors';
import { evaluateGate, gateSchema } from './gate';
import type { Gate, GateContext } from './gate';
import { migrateDocument } from './migrations';
import type { Migration } from './migrations';

export const FEATURES_SCHEMA_VERSION = 1;

export const FEATURE_NAMES = [
  'precos',
  'carrinho',
  'listas',
  'combos',
  'cupons',
  'chat',
  'assinaturas',
  'recomendacoes',
  'faturas',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

export interface FeatureGate {
  when: Gate;
}

export interface FeaturesDocument {
  schemaVersion: typeof FEATURES_SCHEMA_VERSION;
  features: Partial<Record<FeatureName, FeatureGate>>;
}

const featureGateSchema = z.strictObject({ when: gateSchema });

export const featuresDocumentSchema: z.ZodMiniType<FeaturesDocument> = z.strictObject({
  schemaVersion: z.literal(FEATURES_SCHEMA_VERSION),
  // A strict object with one optional key per feature: an unknown feature name is reported with the list of valid ones.
  features: z.strictObject(
    Object.fromEntries(FEATURE_NAMES.map((name) => [name, z.optional(featureGateSchema)])) as Record<
      FeatureName,
      z.ZodMiniOptional<typeof featureGateSchema>
    >,
  ),
});

/** Migrations of the features document. 0 → 1: unversioned drafts get `schemaVersion: 1`. */
export const featuresMigrations: readonly Migration[] = [{ from: 0, to: 1, migrate: (doc) => ({ ...doc }) }];

/**
 * Migrates and validates a features document; pt-BR, path-precise errors. The size limit is checked by
 * the caller where a document may exceed it (`dentroDosLimites('features', raw, …)` of schemas/limits.ts).
 */
export function parseFeaturesDocument(raw: unknown): ParseDocumentResult<FeaturesDocument> {
  const migrated = migrateDocument(raw, featuresMigrations, FEATURES_SCHEMA_VERSION);
  if (!migrated.ok) return migrated;
  return safeParseDocument(featuresDocumentSchema, migrated.document);
}

/** Every feature enabled for everyone. */
export const defaultFeaturesDocument: FeaturesDocument = { schemaVersion: 1, features: {} };

/** True when `name` is enabled for the visitor described by `ctx` (absent feature → enabled). */
export function isFeatureEnabled(doc: FeaturesDocument, name: FeatureName, ctx: GateContext): boolean {
  const entry = doc.features[name];
  return entry ? evaluateGate(entry.when, ctx) : true;
}
