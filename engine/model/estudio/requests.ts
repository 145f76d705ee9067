/**
 * The studio's calls (the server checks the admin role and the supplier of every one: 403
 * `estudio.acesso-negado` for anyone else):
 * - load: GET /v4/admin/{idfornecedor}/estudio/{tipo} (the latest version, its number for If-Match);
 * - save: PUT with `If-Match: "<versão>"` and a note; publish: POST …/publicar of the saved version;
 * - history: GET …/versoes (with the readable diff); restore: POST …/versoes/{n}/restaurar;
 * - export/import of the four documents as one JSON file;
 * - the emitted JSON Schema a loaded version names (`jsonSchemaUrl`, same origin).
 */
import { createEffect } from 'effector';
import { requestData } from '../../api';
import { createApiEffect } from '../lib/api-effect';
import { $staff, type StaffSessao } from '../lib/session-roles';
import { $fornecedor } from '../supplier';
import { TEXTOS_ESTUDIO, type TipoEstudio, type VersaoEstudio } from './texts';

// ——— who may use it ———
/** Logged in as staff of some supplier (the server decides whether this one, and whether admin). */
export const $ehEquipe = $staff.map(Boolean);
/** An attendant: the studio refuses (the server would answer 403 too). */
export const $ehAtendente = $staff.map((e) => e?.role === 'atendente');
export const $admin = $staff.map((e) => (e?.role === 'admin_fornecedor' ? e : null));

const autorizacao = (admin: StaffSessao) => ({ Authorization: `Bearer ${admin.token}` });
const source = { admin: $admin, fornecedor: $fornecedor };
const needs = ['admin', 'fornecedor'] as const;

export const carregarFx = createApiEffect({
  source,
  needs,
  missing: TEXTOS_ESTUDIO.erroCarregar,
  run: async ({ api, admin, fornecedor }, tipo: TipoEstudio) => {
    const { idfornecedor } = fornecedor;
    const r = await requestData(
      api.v4.GET('/v4/admin/{idfornecedor}/estudio/{tipo}', {
        params: { path: { idfornecedor, tipo } },
        headers: autorizacao(admin),
      }),
    );
    return { tipo, resposta: r };
  },
});

export const salvarFx = createApiEffect({
  source,
  needs,
  missing: TEXTOS_ESTUDIO.erroSalvar,
  run: async (
    { api, admin, fornecedor },
    { tipo, documento, versao, nota }: { tipo: TipoEstudio; documento: unknown; versao: number; nota: string },
  ) => {
    const corpo = {
      documento: documento as Record<string, never>,
      ...(nota.trim() ? { nota: nota.trim().slice(0, 200) } : {}),
    };
    const r = await requestData(
      api.v4.PUT('/v4/admin/{idfornecedor}/estudio/{tipo}', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, tipo } },
        body: corpo,
        headers: { ...autorizacao(admin), 'If-Match': `"${versao}"` },
      }),
    );
    return { tipo, documento, versao: r.versao, erros: r.erros };
  },
});

export const publicarFx = createApiEffect({
  source,
  needs,
  missing: TEXTOS_ESTUDIO.erroPublicar,
  run: async ({ api, admin, fornecedor }, { tipo, versao }: { tipo: TipoEstudio; versao: number }) => {
    const r = await requestData(
      api.v4.POST('/v4/admin/{idfornecedor}/estudio/{tipo}/publicar', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, tipo } },
        body: { versao },
        headers: autorizacao(admin),
      }),
    );
    return { tipo, versaoPublicada: r.versaoPublicada };
  },
});

export const historicoFx = createApiEffect({
  source,
  needs,
  missing: TEXTOS_ESTUDIO.erroHistorico,
  run: async ({ api, admin, fornecedor }, tipo: TipoEstudio): Promise<VersaoEstudio[]> => {
    const r = await requestData(
      api.v4.GET('/v4/admin/{idfornecedor}/estudio/{tipo}/versoes', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, tipo } },
        headers: autorizacao(admin),
      }),
    );
    return r.versoes;
  },
});

export const restaurarFx = createApiEffect({
  source,
  needs,
  missing: TEXTOS_ESTUDIO.erroRestaurar,
  run: async (
    { api, admin, fornecedor },
    { tipo, versao, base }: { tipo: TipoEstudio; versao: number; base: number },
  ) => {
    const r = await requestData(
      api.v4.POST('/v4/admin/{idfornecedor}/estudio/{tipo}/versoes/{versao}/restaurar', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, tipo, versao } },
        headers: { ...autorizacao(admin), 'If-Match': `"${base}"` },
      }),
    );
    return { tipo, de: versao, versao: r.versao };
  },
});

export const exportarFx = createApiEffect({
  source,
  needs,
  missing: TEXTOS_ESTUDIO.erroExportar,
  request: ({ api, admin, fornecedor }) =>
    api.v4.GET('/v4/admin/{idfornecedor}/estudio-exportar', {
      params: { path: { idfornecedor: fornecedor.idfornecedor } },
      headers: autorizacao(admin),
    }),
});

export const importarFx = createApiEffect({
  source,
  // The file is read first: an invalid one says so whoever sends it.
  needs: [],
  missing: TEXTOS_ESTUDIO.erroImportar,
  run: async ({ api, admin, fornecedor }, texto: string) => {
    let arquivo: unknown;
    try {
      arquivo = JSON.parse(texto);
    } catch {
      throw new Error(TEXTOS_ESTUDIO.arquivoInvalido);
    }
    if (!admin || !fornecedor) throw new Error(TEXTOS_ESTUDIO.erroImportar);
    return requestData(
      api.v4.POST('/v4/admin/{idfornecedor}/estudio-importar', {
        params: { path: { idfornecedor: fornecedor.idfornecedor } },
        body: arquivo as never,
        headers: autorizacao(admin),
      }),
    );
  },
});

/** The JSON Schema of a loaded version, by its URL (same origin: the CSP's connect-src 'self'). */
export const carregarEsquemaFx = createEffect(async (url: string): Promise<{ url: string; esquema: object }> => {
  const r = await fetch(url, { headers: { accept: 'application/schema+json, application/json' } });
  if (!r.ok) throw new Error(`JSON Schema ${url}: HTTP ${r.status}`);
  const esquema: unknown = await r.json();
  if (typeof esquema !== 'object' || esquema === null) throw new Error(`JSON Schema ${url}: não é um objeto`);
  return { url, esquema };
});

/** The file the browser saves: one effect so that the page needs no DOM code of its own. */
export const baixarFx = createEffect(({ nome, json }: { nome: string; json: string }) => {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
});
