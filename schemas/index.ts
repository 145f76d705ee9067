/**
 * Schemas of everything a supplier admin edits as JSON: layout, menu, feature gates, theme
 * colours; and the small shared rules they need (links) plus the storefront config the server
 * writes into the page. zod/mini only (the browser loads these). Each document has `schemaVersion`
 * and a migration list.
 */
export { ROOT_PATH, closest, formatErros, formatPath, issuesToErros, safeParseDocument } from './errors';
export { installPtBRErrorMessages, ptBRErrorMap } from './error-messages';
export type { ErroDocumento, ParseDocumentResult } from './errors';
export { assertMigrations, migrateDocument } from './migrations';
export type { JsonObject, MigrateResult, Migration } from './migrations';
export { KNOWN_SUPPLIER_TAGS, KNOWN_USER_TAGS, ROLES, evaluateGate, gateSchema } from './gate';
export type {
  Gate,
  GateContext,
  KnownSupplierTag,
  KnownUserTag,
  Role,
  SupplierTag,
  TagCondition,
  UserTag,
} from './gate';
export {
  LAYOUT_PAGES,
  LAYOUT_REGIONS,
  LAYOUT_SCHEMA_VERSION,
  createLayoutEnvelopeSchema,
  emptyLayout,
  layoutMigrations,
  parseLayoutDocument,
} from './layout';
export { createLayoutSchema, layoutNodeIds } from './layout-validation';
export { PAGE_TYPE_LAYOUT } from './page-type-layout';
export { LATER_PAGES, PAGE_TYPE_NAMES, PAGE_TYPES, SYSTEM_ROUTES, pageLink, routeLink } from './page-types';
export type { PageChunkName, PagePreload, PageType, PageTypeName } from './page-types';
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
export { TEMA_PADRAO, isCor, parseTema, resolveTema, temaSchema } from './theme';
export type { Tema, TemaParcial } from './theme';
export {
  DOCUMENT_LINK_PATTERN,
  classifyLink,
  documentLinkSchema,
  isDocumentLink,
  isHttpUrl,
  isPathOrHttpUrl,
  isSafeLink,
  isSameOriginPath,
  linkProblem,
} from './link';
export type { LinkClass } from './link';
export { DEFAULT_STOREFRONT_CONFIG, STOREFRONT_CONFIG_ELEMENT_ID, parseStorefrontConfig } from './storefront-config';
export type { StorefrontConfig, StorefrontConfigReading } from './storefront-config';
