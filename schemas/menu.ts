/**
 * The supplier's header menu document (spec section 2 "Header menu": faturas, pedidos, cupons,
 * change email/password, shopping list, switch client, user management, change data, combo,
 * logout), plus home, cart and account links. Items are grouped into the main navigation
 * ('principal') and the account menu ('conta'), and gated with `when`.
 */
import * as z from 'zod/mini';
import { safeParseDocument } from './errors';
import type { ParseDocumentResult } from './errors';
import { gateSchema } from './gate';
import { MAX_MENU_ITEMS } from './limits-valores';
import { documentLinkSchema } from './link';
import type { Gate } from './gate';
import { migrateDocument } from './migrations';
import type { Migration } from './migrations';

export const MENU_SCHEMA_VERSION = 1;

/** Storefront routes a menu item may point to. */
export const MENU_ROUTES = [
  'faturas',
  'pedidos',
  'assinaturas',
  'cupons',
  'enderecos',
  'alterar-email-senha',
  'listas',
  'trocar-cliente',
  'usuarios',
  'alterar-dados',
  'combos',
  'sair',
  'home',
  'carrinho',
  'minha-conta',
] as const;
export type MenuRoute = (typeof MENU_ROUTES)[number];

export const MENU_GROUPS = ['principal', 'conta'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export const MENU_DESTINATION_TYPES = ['rota', 'categoria', 'url', 'pagina'] as const;

export type MenuDestino =
  | { tipo: 'rota'; rota: MenuRoute }
  | { tipo: 'categoria'; slug: string }
  | { tipo: 'url'; href: string }
  | { tipo: 'pagina'; slug: string };

export interface MenuItem {
  id: string;
  label: string;
  destino: MenuDestino;
  when?: Gate;
  grupo: MenuGroup;
}

export interface MenuDocument {
  schemaVersion: typeof MENU_SCHEMA_VERSION;
  items: MenuItem[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slugSchema = z
  .string()
  .check(z.regex(SLUG, { error: 'slug deve ter letras minúsculas, números e hífens (ex.: "bebidas-quentes")' }));

export const menuDestinoSchema: z.ZodMiniType<MenuDestino> = z.discriminatedUnion(
  'tipo',
  [
    z.strictObject({ tipo: z.literal('rota'), rota: z.enum(MENU_ROUTES) }),
    z.strictObject({ tipo: z.literal('categoria'), slug: slugSchema }),
    // A path of this shop or an https URL only (schemas/links.ts).
    z.strictObject({ tipo: z.literal('url'), href: documentLinkSchema }),
    z.strictObject({ tipo: z.literal('pagina'), slug: slugSchema }),
  ],
  {
    error: (issue) => {
      const input = issue.input;
      const value =
        typeof input === 'object' && input !== null ? (input as Record<string, unknown>)['tipo'] : undefined;
      const valid = `(tipos válidos: ${MENU_DESTINATION_TYPES.join(', ')})`;
      if (issue.code !== 'invalid_union') return `esperado um destino { tipo, … } ${valid}`;
      return value === undefined
        ? `campo obrigatório ausente: o tipo do destino ${valid}`
        : `tipo de destino desconhecido ${JSON.stringify(value)} ${valid}`;
    },
  },
);

export const menuItemSchema: z.ZodMiniType<MenuItem> = z.strictObject({
  id: z
    .string()
    .check(
      z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'id deve ter de 1 a 64 caracteres: letras, números, "-" ou "_"' }),
    ),
  label: z.string().check(z.minLength(1), z.maxLength(60)),
  destino: menuDestinoSchema,
  when: z.optional(gateSchema),
  grupo: z.enum(MENU_GROUPS),
});

/** The item list; its JSON Schema `maxItems` is registered by ./json-schema-metadata (for editors). */
export const menuItemsSchema = z.array(menuItemSchema);

export const menuDocumentSchema: z.ZodMiniType<MenuDocument> = z
  .strictObject({
    schemaVersion: z.literal(MENU_SCHEMA_VERSION),
    // The item limit is checked below (a `.check` here would copy the item schema and split it in the JSON Schema).
    items: menuItemsSchema,
  })
  .check(
    z.superRefine((doc, ctx) => {
      if (doc.items.length > MAX_MENU_ITEMS) {
        ctx.addIssue({
          code: 'custom',
          path: ['items'],
          message: `lista deve ter no máximo ${MAX_MENU_ITEMS} itens`,
          input: doc.items,
        });
        return;
      }
      const seen = new Map<string, number>();
      doc.items.forEach((item, i) => {
        const first = seen.get(item.id);
        if (first !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', i, 'id'],
            message: `id "${item.id}" repetido (já usado em items[${first}])`,
            input: item.id,
          });
        } else seen.set(item.id, i);
      });
    }),
  );

/** Migrations of the menu document. 0 → 1: unversioned drafts get `schemaVersion: 1`. */
export const menuMigrations: readonly Migration[] = [{ from: 0, to: 1, migrate: (doc) => ({ ...doc }) }];

/**
 * Migrates and validates a menu document; pt-BR, path-precise errors. The size limit is checked by
 * the caller where a document may exceed it (`dentroDosLimites('menu', raw, …)` of schemas/limits.ts).
 */
export function parseMenuDocument(raw: unknown): ParseDocumentResult<MenuDocument> {
  const migrated = migrateDocument(raw, menuMigrations, MENU_SCHEMA_VERSION);
  if (!migrated.ok) return migrated;
  return safeParseDocument(menuDocumentSchema, migrated.document);
}

/** The default menu: the spec's header menu items, gated to logged-in users where they need an account. */
export const defaultMenuDocument: MenuDocument = {
  schemaVersion: 1,
  items: [
    { id: 'home', label: 'Início', destino: { tipo: 'rota', rota: 'home' }, grupo: 'principal' },
    { id: 'combos', label: 'Combos', destino: { tipo: 'rota', rota: 'combos' }, grupo: 'principal' },
    { id: 'carrinho', label: 'Carrinho', destino: { tipo: 'rota', rota: 'carrinho' }, grupo: 'principal' },
    {
      id: 'minha-conta',
      label: 'Minha conta',
      destino: { tipo: 'rota', rota: 'minha-conta' },
      grupo: 'conta',
      when: { loggedIn: true },
    },
    {
      id: 'pedidos',
      label: 'Meus pedidos',
      destino: { tipo: 'rota', rota: 'pedidos' },
      grupo: 'conta',
      when: { loggedIn: true },
    },
    {
      id: 'assinaturas',
      label: 'Minhas assinaturas',
      destino: { tipo: 'rota', rota: 'assinaturas' },
      grupo: 'conta',
      when: { loggedIn: true },
    },
    {
      id: 'faturas',
      label: 'Faturas',
      destino: { tipo: 'rota', rota: 'faturas' },
      grupo: 'conta',
      when: { loggedIn: true },
    },
    {
      id: 'cupons',
      label: 'Cupons',
      destino: { tipo: 'rota', rota: 'cupons' },
      grupo: 'conta',
      when: { loggedIn: true },
    },
    {
      id: 'enderecos',
      label: 'Meus endereços',
      destino: { tipo: 'rota', rota: 'enderecos' },
      grupo: 'conta',
      when: { loggedIn: true },
    },
    {
      id: 'listas',
      label: 'Listas de compras',
      destino: { tipo: 'rota', rota: 'listas' },
      grupo: 'conta',
      when: { loggedIn: true },
    },
    {
      id: 'alterar-email-senha',
      label: 'Alterar e-mail e senha',
      destino: { tipo: 'rota', rota: 'alterar-email-senha' },
      grupo: 'conta',
      when: { loggedIn: true },
    },
    {
      id: 'alterar-dados',
      label: 'Alterar dados',
      destino: { tipo: 'rota', rota: 'alterar-dados' },
      grupo: 'conta',
      when: { loggedIn: true },
    },
    {
      id: 'trocar-cliente',
      label: 'Trocar cliente',
      destino: { tipo: 'rota', rota: 'trocar-cliente' },
      grupo: 'conta',
      when: { loggedIn: true, roles: ['representante', 'usuario_vinculado'] },
    },
    {
      id: 'usuarios',
      label: 'Gerenciar usuários',
      destino: { tipo: 'rota', rota: 'usuarios' },
      grupo: 'conta',
      when: { loggedIn: true, roles: ['cliente'] },
    },
    { id: 'sair', label: 'Sair', destino: { tipo: 'rota', rota: 'sair' }, grupo: 'conta', when: { loggedIn: true } },
  ],
};
