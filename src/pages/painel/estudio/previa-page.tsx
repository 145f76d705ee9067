/**
 * `/{slug}/painel/loja/previa`: the studio's live preview, inside the studio's iframe. The studio
 * page sends it the draft by `postMessage` (same origin only: `event.origin === location.origin`
 * and the sender is the parent window) as `{ tipo, documento, como, pagina? }`; it renders the draft
 * with the real blocks (the first view's, and a page type's own from its chunk, as the shop renders
 * that page) and the "ver como" visitor's gates (`como`: logged in or not, a role, user tags). A block type this build lacks, or props its schema
 * refuses, is a visible error box, never dropped.
 *
 * Any page type of the route table: the model stands on that page (engine/model/estudio/previa.ts:
 * a category, a product of the shop's own), a page outside the first view is drawn inside its
 * chunk's Frame (the page's h1, its columns, its load on open), and where the Frame does not show
 * the blocks with the data the admin's session has (an empty cart, no customer, no order) the
 * preview says so and draws the draft's blocks below it, as they render with that data. A block that
 * fails with that data is named, not dropped silently. Its own lazy chunk (no editor in it).
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useUnit } from 'effector-react';
import {
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import * as z from 'zod/mini';
import { LayoutRegion } from '#engine/layout/renderer';
import type { BlockComponentProps, BlockDefinition } from '#engine/layout/define-block';
import type { PageChunk } from '#engine/layout/page-chunk';
import type { BlockRegistry } from '#engine/layout/renderer';
import { blockRegistry } from '#blocks/registry';
import { blockSchemas } from '#blocks/schemas';
import { previewOpened, previewPageChosen } from '#engine/model/estudio/previa';
import { $layout } from '#engine/model/storefront';
import { $fornecedor } from '#engine/model/supplier';
import { installPtBRErrorMessages } from '#schemas/error-messages';
import { FEATURE_NAMES } from '#schemas/features';
import { evaluateGate, gateSchema, ROLES, type GateContext, type Role } from '#schemas/gate';
import type { LayoutDocument, LayoutNode } from '#schemas/layout';
import { PAGE_TYPE_LAYOUT } from '#schemas/page-type-layout';
import { PAGE_TYPES, type PageChunkName, type PageTypeName } from '#schemas/page-types';
import type { Tema } from '#schemas/theme';
import { vars } from '#themes/contract.css';
import { supplierColourVars } from '#themes/supplier-theme';
import { visuallyHidden } from '#themes/global.css';
import { PAGE_CHUNKS } from '#src/shared/page-chunks';
import { Message } from '#ui/message';
import { rotuloBloco } from './catalogo';
import * as styles from './estudio.css';

/** What the studio sends. */
export interface MensagemPrevia {
  tipo: 'layout' | 'menu' | 'features' | 'tema';
  documento: unknown;
  como: { logado: boolean; papel?: string; tagsUsuario?: string[] };
  /** The layout page to show (home by default). */
  pagina?: string;
}

// The error boxes tell the admin why a block's props are refused: in pt-BR (this chunk only).
installPtBRErrorMessages();

const ERRO = '__estudio-erro' as const;

function CaixaDeErro({ id, props }: BlockComponentProps<{ mensagem: string }>) {
  return (
    <div className={styles.erroBloco} role="alert" data-previa-erro={id}>
      {props.mensagem}
    </div>
  );
}

const erroProps = z.object({ mensagem: z.string() });
const erroBlock: BlockDefinition<typeof ERRO, typeof erroProps> = {
  type: ERRO,
  props: erroProps,
  acceptsChildren: false,
  component: CaixaDeErro,
};
const registroPrevia: BlockRegistry = { ...blockRegistry, [ERRO]: erroBlock };

/**
 * A page chunk's blocks with the first view's, as the shop renders that page (src/app/layout-page.tsx),
 * made once per registry a chunk gives (a chunk may load its blocks per page type: PageChunk.prepare).
 * The group's blocks come with its chunk, not from blocks/all-blocks.ts: a group's registry imported
 * here too would be a chunk of its own that every page chunk waits for, named in the first view's
 * list of dependencies.
 */
const registros = new WeakMap<BlockRegistry, BlockRegistry>();
function registroDe(chunk: PageChunk): BlockRegistry {
  let registro = registros.get(chunk.registry);
  if (!registro) {
    registro = { ...registroPrevia, ...chunk.registry };
    registros.set(chunk.registry, registro);
  }
  return registro;
}

const erroNo = (id: string, mensagem: string): LayoutNode => ({ type: ERRO, id, props: { mensagem } });

/**
 * The draft's nodes as the renderer takes them: known blocks with their props parsed (defaults in),
 * anything else an error box. Ids made unique for React (a draft may repeat one).
 */
export function nosDaPrevia(nos: unknown, vistos = new Set<string>()): LayoutNode[] {
  if (!Array.isArray(nos)) return [];
  return nos.map((raw, i): LayoutNode => {
    const n = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    let id = typeof n.id === 'string' && n.id !== '' ? n.id : `sem-id-${i}`;
    while (vistos.has(id)) id = `${id}~`;
    vistos.add(id);
    const tipo = n.type;
    if (typeof tipo !== 'string' || !Object.hasOwn(blockSchemas, tipo)) {
      return erroNo(
        id,
        `Bloco desconhecido: ${JSON.stringify(typeof tipo === 'string' ? tipo : String(tipo))} — esta versão da loja não tem esse bloco.`,
      );
    }
    const entrada = blockSchemas[tipo as keyof typeof blockSchemas];
    const props = entrada.props.safeParse(n.props ?? {});
    if (!props.success) {
      const detalhes = props.error.issues.map((e) => `${e.path.join('.') || 'props'}: ${e.message}`).join('; ');
      return erroNo(id, `Bloco "${tipo}" (id ${id}) com propriedades inválidas: ${detalhes}`);
    }
    const when = n.when === undefined ? undefined : gateSchema.safeParse(n.when);
    if (when && !when.success) return erroNo(id, `Bloco "${tipo}" (id ${id}) com a condição "quem vê" inválida.`);
    return {
      type: tipo,
      id,
      props: props.data,
      ...(when?.success ? { when: when.data } : {}),
      ...(entrada.acceptsChildren && Array.isArray(n.children) ? { children: nosDaPrevia(n.children, vistos) } : {}),
    };
  });
}

function lista(doc: unknown, grupo: 'regions' | 'pages', nome: string): unknown {
  const g = typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>)[grupo] : undefined;
  return typeof g === 'object' && g !== null ? (g as Record<string, unknown>)[nome] : undefined;
}

const paginaValida = (pagina: string): PageTypeName =>
  Object.hasOwn(PAGE_TYPE_LAYOUT, pagina) ? (pagina as PageTypeName) : 'home';

/** What the preview says when a page's Frame did not show the draft's blocks with the session's data. */
export function avisoSemBlocos(pagina: PageTypeName): string {
  const titulo = PAGE_TYPE_LAYOUT[pagina].titulo;
  if (pagina === 'carrinho')
    return 'O carrinho está vazio nesta prévia: a loja mostra ao cliente a mensagem de carrinho vazio. Abaixo, os blocos do rascunho do carrinho, como ficam sem itens.';
  return `A página "${titulo}" não mostra os blocos com os dados desta prévia (a sua sessão de administrador: sem cliente, sem carrinho, sem pedido). Abaixo, os blocos do rascunho desta página, como ficam com esses dados.`;
}

/** Mounted inside the Frame: says whether the Frame shows the page's blocks. */
function Marca({ definir }: { definir: (mostrou: boolean) => void }) {
  useLayoutEffect(() => {
    definir(true);
    return () => definir(false);
  }, [definir]);
  return null;
}

/** A Frame that throws (data it expects is missing) leaves the blocks to the preview's own part. */
class LimiteMoldura extends Component<{ children: ReactNode }, { falhou: boolean }> {
  override state = { falhou: false };
  static getDerivedStateFromError(): { falhou: boolean } {
    return { falhou: true };
  }
  override render(): ReactNode {
    return this.state.falhou ? null : this.props.children;
  }
}

/** A page outside the first view: its chunk's Frame around the draft's blocks, or the blocks with a note. */
function PaginaComMoldura({
  chunk,
  pagina,
  nos,
  contexto,
  desenhar,
}: {
  chunk: PageChunkName;
  pagina: PageTypeName;
  nos: LayoutNode[];
  contexto: GateContext;
  /** Nodes of the page through a registry. */
  desenhar: (nodes: LayoutNode[], registro: BlockRegistry) => ReactNode;
}) {
  const [carregado, setCarregado] = useState<{ pagina: PageTypeName; modulo: PageChunk } | null>(null);
  const [mostrou, setMostrou] = useState(false);
  const definir = useCallback((m: boolean) => setMostrou(m), []);
  useEffect(() => {
    let vivo = true;
    void PAGE_CHUNKS[chunk]().then(async (modulo) => {
      await modulo.prepare?.(pagina);
      if (vivo) setCarregado({ pagina, modulo });
    });
    return () => {
      vivo = false;
    };
  }, [chunk, pagina]);
  if (carregado?.pagina !== pagina) return <p className={styles.muted}>Carregando a página…</p>;
  const { Frame } = carregado.modulo;
  const registro = registroDe(carregado.modulo);
  return (
    <>
      <LimiteMoldura key={pagina}>
        <Frame pageType={pagina}>
          <Marca definir={definir} />
          {desenhar(nos, registro)}
        </Frame>
      </LimiteMoldura>
      {mostrou ? null : (
        <section className={styles.previaSemMoldura} data-testid="previa-blocos" aria-label="Blocos do rascunho">
          <Message tone="info">{avisoSemBlocos(pagina)}</Message>
          {/* Each block the visitor would see, named: one with nothing to show for this data still has its place. */}
          {nos
            .filter((n) => evaluateGate(n.when, contexto))
            .map((n) => (
              <div key={n.id} data-previa-bloco={n.id}>
                {n.type === ERRO ? null : (
                  <p className={styles.previaBlocoNome}>
                    {rotuloBloco(n.type)} · {n.id}
                  </p>
                )}
                {desenhar([n], registro)}
              </div>
            ))}
        </section>
      )}
    </>
  );
}

function PreviaLayout({ documento, pagina, contexto }: { documento: unknown; pagina: string; contexto: GateContext }) {
  const tipoPagina = paginaValida(pagina);
  const [falhas, setFalhas] = useState<readonly LayoutNode[]>([]);
  const falhou = useCallback(
    (_: unknown, node: LayoutNode) =>
      setFalhas((atuais) => (atuais.some((n) => n.id === node.id) ? atuais : [...atuais, node])),
    [],
  );
  // The same node objects on every render: an error boundary retries only for a new node.
  const nos = useMemo(
    () => ({
      header: nosDaPrevia(lista(documento, 'regions', 'header')),
      pagina: nosDaPrevia(lista(documento, 'pages', tipoPagina)),
      footer: nosDaPrevia(lista(documento, 'regions', 'footer')),
    }),
    [documento, tipoPagina],
  );
  useEffect(() => setFalhas([]), [nos]);
  const regiao = (nodes: LayoutNode[], registro = registroPrevia) => (
    <LayoutRegion nodes={nodes} registry={registro} context={contexto} onBlockError={falhou} />
  );
  const chunk = PAGE_TYPES[tipoPagina].chunk;
  return (
    <>
      {regiao(nos.header)}
      <div data-previa-pagina={tipoPagina}>
        {chunk === 'entry' ? (
          regiao(nos.pagina)
        ) : (
          <PaginaComMoldura
            chunk={chunk}
            pagina={tipoPagina}
            nos={nos.pagina}
            contexto={contexto}
            desenhar={(nodes, registro) => regiao(nodes, registro)}
          />
        )}
        {falhas.length > 0 ? (
          <div className={styles.erroBloco} role="alert">
            {falhas.map((n) => (
              <p key={n.id}>
                O bloco &quot;{n.type}&quot; (id {n.id}) não pôde ser desenhado com os dados desta prévia.
              </p>
            ))}
          </div>
        ) : null}
      </div>
      {regiao(nos.footer)}
    </>
  );
}

const PAPEIS_MENU: Record<string, string> = { principal: 'Menu principal', conta: 'Menu da conta' };

function PreviaMenu({ documento, contexto }: { documento: unknown; contexto: GateContext }) {
  const itens =
    typeof documento === 'object' && documento !== null ? (documento as { items?: unknown }).items : undefined;
  const todos = Array.isArray(itens)
    ? (itens as { id?: unknown; label?: unknown; grupo?: unknown; when?: unknown }[])
    : [];
  return (
    <section className={styles.painel} aria-label="Prévia do menu">
      {['principal', 'conta'].map((grupo) => {
        const doGrupo = todos.filter((i) => i.grupo === grupo);
        const visiveis = doGrupo.filter((i) => {
          const g = gateSchema.safeParse(i.when ?? {});
          return g.success && evaluateGate(g.data, contexto);
        });
        return (
          <div key={grupo}>
            <h2 className={styles.subtitle}>{PAPEIS_MENU[grupo]}</h2>
            <ul>
              {visiveis.map((i) => (
                <li key={String(i.id)}>{String(i.label ?? '')}</li>
              ))}
            </ul>
            <p className={styles.muted}>{doGrupo.length - visiveis.length} item(ns) oculto(s) para este visitante.</p>
          </div>
        );
      })}
    </section>
  );
}

function PreviaFeatures({ documento, contexto }: { documento: unknown; contexto: GateContext }) {
  const doc = (typeof documento === 'object' && documento !== null ? documento : {}) as { features?: unknown };
  const features = (typeof doc.features === 'object' && doc.features !== null ? doc.features : {}) as Record<
    string,
    { when?: unknown } | undefined
  >;
  return (
    <table className={styles.tabela} aria-label="Recursos para este visitante">
      <thead>
        <tr>
          <th className={styles.celula} scope="col">
            Recurso
          </th>
          <th className={styles.celula} scope="col">
            Para este visitante
          </th>
        </tr>
      </thead>
      <tbody>
        {FEATURE_NAMES.map((f) => {
          // As the storefront does it (schemas/features.ts isFeatureEnabled): absent is enabled, else its gate decides.
          const entrada = features[f];
          const gate = entrada === undefined ? null : gateSchema.safeParse(entrada.when ?? {});
          const ativo = gate === null || (gate.success && evaluateGate(gate.data, contexto));
          return (
            <tr key={f}>
              <td className={styles.celula}>{f}</td>
              <td className={styles.celula}>{ativo ? 'Ativo' : 'Desativado'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function PreviaTema({
  documento,
  layout,
  contexto,
}: {
  documento: unknown;
  layout: LayoutDocument | null;
  contexto: GateContext;
}) {
  const d = (typeof documento === 'object' && documento !== null ? documento : {}) as Record<string, unknown>;
  const head = (typeof d.head === 'object' && d.head !== null ? d.head : {}) as Record<string, unknown>;
  // The draft's colours as the storefront applies them (a malformed one becomes the default there).
  const cor = (k: keyof Tema) => (typeof d[k] === 'string' ? d[k] : null);
  const tema = {
    cor_primaria: cor('cor_primaria'),
    cor_secundaria: cor('cor_secundaria'),
    cor_auxiliar: cor('cor_auxiliar'),
    cor_texto: cor('cor_texto'),
  };
  return (
    <div style={assignInlineVars(supplierColourVars(tema))}>
      <div className={styles.temaAmostra} style={{ background: vars.color.primary, color: vars.color.onPrimary }}>
        {typeof d.logo === 'string' && d.logo ? <img src={d.logo} alt="Logo da loja" height={48} /> : null}
        <strong>{String(head.titulo ?? '')}</strong>
        {head.subtitulo ? <span>{String(head.subtitulo)}</span> : null}
      </div>
      {layout ? <PreviaLayout documento={layout} pagina="home" contexto={contexto} /> : null}
    </div>
  );
}

/** The "ver como" visitor, with the shop's own tags. */
export function contextoDaPrevia(
  como: MensagemPrevia['como'] | undefined,
  supplierTags: readonly string[],
): GateContext {
  const logado = como?.logado === true;
  const papel = ROLES.find((r) => r === como?.papel);
  const role: Role = papel ?? (logado ? 'cliente' : 'anonimo');
  return {
    supplierTags,
    userTags: (como?.tagsUsuario ?? []).filter((t) => typeof t === 'string'),
    role,
    loggedIn: role === 'anonimo' ? false : logado || papel !== undefined,
  };
}

/**
 * Set inside the preview: a page's Frame that routes by the address (it sees the preview's own)
 * could render the preview again inside itself; the inner one renders nothing.
 */
const DentroDaPrevia = createContext(false);

export default function PreviaPage() {
  return useContext(DentroDaPrevia) ? null : (
    <DentroDaPrevia.Provider value>
      <Previa />
    </DentroDaPrevia.Provider>
  );
}

function Previa() {
  const [abrir, escolherPagina, fornecedor, layout] = useUnit([previewOpened, previewPageChosen, $fornecedor, $layout]);
  // The published layout, before the preview clears the shell's regions: the tema preview draws it.
  const [publicado] = useState<LayoutDocument | null>(layout);
  const [mensagem, setMensagem] = useState<MensagemPrevia | null>(null);
  useEffect(() => {
    const ouvir = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== window.parent) return;
      const m = e.data as Partial<MensagemPrevia> | null;
      if (!m || typeof m !== 'object' || !['layout', 'menu', 'features', 'tema'].includes(String(m.tipo))) return;
      setMensagem(m as MensagemPrevia);
      escolherPagina(m.tipo === 'layout' ? paginaValida(String(m.pagina ?? 'home')) : 'home');
    };
    window.addEventListener('message', ouvir);
    abrir();
    if (window.parent !== window) window.parent.postMessage({ estudioPrevia: 'pronta' }, window.location.origin);
    return () => window.removeEventListener('message', ouvir);
  }, [abrir, escolherPagina]);
  const contexto = contextoDaPrevia(mensagem?.como, fornecedor?.tags ?? []);
  return (
    <div data-testid="previa">
      <h1 className={visuallyHidden}>Prévia de {fornecedor?.nome ?? 'loja'}</h1>
      {mensagem === null ? (
        <p className={styles.muted}>Aguardando o rascunho do estúdio…</p>
      ) : mensagem.tipo === 'layout' ? (
        <PreviaLayout documento={mensagem.documento} pagina={mensagem.pagina ?? 'home'} contexto={contexto} />
      ) : mensagem.tipo === 'menu' ? (
        <PreviaMenu documento={mensagem.documento} contexto={contexto} />
      ) : mensagem.tipo === 'features' ? (
        <PreviaFeatures documento={mensagem.documento} contexto={contexto} />
      ) : (
        <PreviaTema documento={mensagem.documento} layout={publicado} contexto={contexto} />
      )}
    </div>
  );
}
