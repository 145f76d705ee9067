/**
 * The gate editor of a `when` (layout blocks, menu items, features): the supplier's tags and the
 * user's tags (all / any / none of them, comma-separated; the shop's own tags suggested), the
 * roles that see it, and the logged-in state. An empty editor is no gate (everyone sees it).
 */
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { $fornecedor } from '#engine/model/supplier';
import { ROLES, type Role } from '#schemas/gate';
import type { ErroDocumento } from '#schemas/errors';
import { CheckboxField, FormField } from '#ui/form-field';
import * as styles from './estudio.css';

export const PAPEIS: Record<Role, string> = {
  anonimo: 'Visitante (não logado)',
  cliente: 'Cliente',
  representante: 'Representante',
  usuario_vinculado: 'Usuário vinculado',
  atendente: 'Atendente',
  admin_fornecedor: 'Administrador da loja',
};

type Condicao = { all?: string[]; any?: string[]; none?: string[] };
type Portao = { supplierTags?: Condicao; userTags?: Condicao; roles?: string[]; loggedIn?: boolean };

const CONDICOES = [
  ['all', 'Com todas estas'],
  ['any', 'Com ao menos uma destas'],
  ['none', 'Com nenhuma destas'],
] as const;

const tags = (texto: string) =>
  texto
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** Drops empty lists and objects: an editor left blank is no gate at all. */
function limpar(p: Portao): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const chave of ['supplierTags', 'userTags'] as const) {
    const c = p[chave];
    if (!c) continue;
    const limpo = Object.fromEntries(Object.entries(c).filter(([, v]) => Array.isArray(v) && v.length > 0));
    if (Object.keys(limpo).length > 0) out[chave] = limpo;
  }
  if (p.roles && p.roles.length > 0) out.roles = p.roles;
  if (p.loggedIn !== undefined) out.loggedIn = p.loggedIn;
  return Object.keys(out).length > 0 ? out : undefined;
}

export function EditorGate({
  when,
  erros,
  mudar,
  titulo = 'Quem vê este bloco',
}: {
  when: unknown;
  erros: ErroDocumento[];
  mudar: (when: Record<string, unknown> | undefined) => void;
  titulo?: string;
}) {
  const id = useId();
  const tagsDaLoja = useUnit($fornecedor)?.tags ?? [];
  const portao: Portao = typeof when === 'object' && when !== null ? (when as Portao) : {};
  const alterar = (patch: Partial<Portao>) => mudar(limpar({ ...portao, ...patch }));
  const erroDe = (trecho: string) => erros.find((e) => e.caminho.includes(trecho))?.mensagem;
  const grupo = (chave: 'supplierTags' | 'userTags', rotulo: string, lista?: string) => (
    <fieldset className={styles.campos}>
      <legend className={styles.legenda}>{rotulo}</legend>
      {CONDICOES.map(([c, nome]) => (
        <FormField
          key={c}
          label={nome}
          hint="Separe as tags por vírgula; vazio: sem condição."
          error={erroDe(`${chave}.${c}`)}
          renderInput={(a11y) => (
            <input
              {...a11y}
              list={lista}
              defaultValue={(portao[chave]?.[c] ?? []).join(', ')}
              onBlur={(e) => alterar({ [chave]: { ...portao[chave], [c]: tags(e.currentTarget.value) } })}
            />
          )}
        />
      ))}
    </fieldset>
  );
  const logado = portao.loggedIn === undefined ? '' : portao.loggedIn ? 'sim' : 'nao';
  return (
    <fieldset className={styles.campos}>
      <legend className={styles.legenda}>{titulo}</legend>
      <p className={styles.muted}>Sem nenhuma condição, todos veem. Com condições, só quem cumpre todas.</p>
      <datalist id={`${id}-fornecedor`}>
        {tagsDaLoja.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <FormField
        label="Login"
        error={erroDe('.loggedIn')}
        renderInput={(a11y) => (
          <select
            {...a11y}
            value={logado}
            onChange={(e) =>
              alterar({ loggedIn: e.currentTarget.value === '' ? undefined : e.currentTarget.value === 'sim' })
            }
          >
            <option value="">Logados ou não</option>
            <option value="sim">Só quem está logado</option>
            <option value="nao">Só quem não está logado</option>
          </select>
        )}
      />
      <fieldset className={styles.campos}>
        <legend className={styles.legenda}>Papéis (nenhum marcado: todos)</legend>
        {ROLES.map((r) => (
          <CheckboxField
            key={r}
            label={PAPEIS[r]}
            checked={portao.roles?.includes(r) ?? false}
            onChange={(e) => {
              const marcado = e.currentTarget.checked;
              alterar({ roles: marcado ? [...(portao.roles ?? []), r] : (portao.roles ?? []).filter((x) => x !== r) });
            }}
          />
        ))}
        {erroDe('.roles') ? <p className={styles.erroCampo}>{erroDe('.roles')}</p> : null}
      </fieldset>
      {grupo('supplierTags', 'Tags da loja', `${id}-fornecedor`)}
      {grupo('userTags', 'Tags do usuário')}
    </fieldset>
  );
}
