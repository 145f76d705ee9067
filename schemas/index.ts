/**
 * Schemas of everything a supplier admin edits as JSON: layout, menu, feature gates. zod/mini
 * only (the browser loads these). Each document has `schemaVersion` and a migration list.
 */
export { ROOT_PATH, closest, formatErros, formatPath, issuesToErros, ptBRErrorMap, safeParsePtBR } from './errors';
export type { ErroDocumento, ParseDocumentResult } from './errors';
export { assertMigrations, migrateDocument } from './migrations';
export type { JsonObject, MigrateResult, Migration } from './migrations';
export { KNOWN_SUPPLIER_TAGS, KNOWN_USER_TAGS, ROLES, evaluateGate, gateSchema } from './gate';
export type { Gate, GateContext, KnownSupplierTag, KnownUserTag, Role, SupplierTag, TagCondition, UserTag } from './gate';
export {
  LAYOUT_PAGES,
  LAYOUT_REGIONS,
  LAYOUT_SCHEMA_VERSION,
  createLayoutSchema,
  layoutMigrations,
  layoutNodeIds,
  parseLayoutDocument,
} from './layout';
export type {
  LayoutBlockEntry,
  LayoutBlockMap,
  LayoutDocument,
  LayoutNode,
  LayoutNodeOf,
  LayoutPageName,
  LayoutRegionName,
  LayoutSchema,
} from './layout';
export {
  MENU_DESTINATION_TYPES,
  MENU_GROUPS,
  MENU_ROUTES,
  MENU_SCHEMA_VERSION,
  defaultMenuDocument,
  menuDestinoSchema,
  menuDocumentSchema,
  menuItemSchema,
  menuMigrations,
  parseMenuDocument,
} from './menu';
export type { MenuDestino, MenuDocument, MenuGroup, MenuItem, MenuRoute } from './menu';
export {
  FEATURES_SCHEMA_VERSION,
  FEATURE_NAMES,
  defaultFeaturesDocument,
  featuresDocumentSchema,
  featuresMigrations,
  isFeatureEnabled,
  parseFeaturesDocument,
} from './features';
export type { FeatureGate, FeatureName, FeaturesDocument } from './features';
export { parseTema, temaSchema } from './theme';
export type { Tema } from './theme';
