/**
 * The forms of the studio's other documents: the menu (entries, order, groups, destinations,
 * gates), the feature gates, and the tema (the four colours with a WCAG AA contrast warning, the
 * logo and the page head). Each edits the draft in memory (`draftChanged`); errors come from
 * the same schemas as the server's, under their field by JSON path.
 */
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { $documentoAtual, $errosEstudio, draftChanged } from '#engine/model/estudio';
import { idNovo } from '#engine/rules/layout-tree';
import { FEATURE_NAMES, type FeatureName } from '#schemas/features';
import type { ErroDocumento } from '#schemas/errors';
import { MENU_ROUTES } from '#schemas/menu';
import { AA_TEXT_CONTRAST, contrastRatio, isHexColour } from '#themes/colour';
import { Button } from '#ui/button';
import { CheckboxField, FormField, TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import { EditorGate } from './gate-editor';
import * as styles from './estudio.css';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const erroEm = (erros: ErroDocumento[], caminho: string) => erros.find((e) => e.caminho === caminho)?.mensagem;

function ErrosGerais({ erros, mostrados }: { erros: ErroDocumento[]; mostrados: (caminho: string) => boolean }) {
  const soltos = erros.filter((e) => !mostrados(e.caminho));
  if (soltos.length === 0) return null;
  return (
    <ul className={styles.listaErros} aria-label="Erros do documento">
      {soltos.map((e) => (
        <li key={`${e.caminho}:${e.mensagem}`}>
          <span className={styles.caminho}>{e.caminho}</span>: {e.mensagem}
        </li>
      ))}
    </ul>
  );
}

// ——— menu ———

const DESTINOS = {
  rota: 'Página da loja',
  categoria: 'Categoria (slug)',
  pagina: 'Página estática (slug)',
  url: 'Endereço (https:// ou /caminho)',
} as const;
type TipoDestino = keyof typeof DESTINOS;
const GRUPOS = { principal: 'Menu principal', conta: 'Menu da conta' } as const;

export function EditorMenu() {
  const [documento, erros, alterar] = useUnit([$documentoAtual, $errosEstudio, draftChanged]);
  const [aberto, setAberto] = useState<string | null>(null);
  const doc = obj(documento?.rascunho);
  const itens = Array.isArray(doc.items) ? (doc.items as Obj[]) : [];
  const salvar = (novos: Obj[]) => alterar({ tipo: 'menu', documento: { ...doc, items: novos } });
  const mudarItem = (i: number, patch: Obj) => salvar(itens.map((it, k) => (k === i ? { ...it, ...patch } : it)));
  const mover = (i: number, d: number) => {
    const j = i + d;
    if (j < 0 || j >= itens.length) return;
    const copia = [...itens];
    [copia[i], copia[j]] = [copia[j]!, copia[i]!];
    salvar(copia);
  };
  return (
    <section className={styles.painel} aria-labelledby="menu-titulo">
      <h3 id="menu-titulo" className={styles.subtitle}>
        Itens do menu
      </h3>
      <ErrosGerais erros={erros} mostrados={(c) => /^items\[\d+\]\.(label|destino|grupo|when)/.test(c)} />
      <ol className={styles.versoes}>
        {itens.map((item, i) => {
          const destino = obj(item.destino);
          const tipoDestino = (
            String(destino.tipo ?? 'rota') in DESTINOS ? String(destino.tipo ?? 'rota') : 'rota'
          ) as TipoDestino;
          const valorDestino =
            tipoDestino === 'rota' ? destino.rota : tipoDestino === 'url' ? destino.href : destino.slug;
          const campoDestino = tipoDestino === 'rota' ? 'rota' : tipoDestino === 'url' ? 'href' : 'slug';
          const id = String(item.id ?? i);
          const nome = String(item.label ?? id);
          return (
            <li key={id} className={styles.versao}>
              <TextField
                label={`Texto do item ${i + 1}`}
                value={String(item.label ?? '')}
                error={erroEm(erros, `items[${i}].label`)}
                onChange={(e) => mudarItem(i, { label: e.currentTarget.value })}
              />
              <div className={styles.barra}>
                <FormField
                  label="Grupo"
                  error={erroEm(erros, `items[${i}].grupo`)}
                  renderInput={(a11y) => (
                    <select
                      {...a11y}
                      value={String(item.grupo ?? '')}
                      onChange={(e) => mudarItem(i, { grupo: e.currentTarget.value })}
                    >
                      {Object.entries(GRUPOS).map(([v, r]) => (
                        <option key={v} value={v}>
                          {r}
                        </option>
                      ))}
                    </select>
                  )}
                />
                <FormField
                  label="Leva para"
                  renderInput={(a11y) => (
                    <select
                      {...a11y}
                      value={tipoDestino}
                      onChange={(e) =>
                        mudarItem(i, {
                          destino:
                            e.currentTarget.value === 'rota'
                              ? { tipo: 'rota', rota: 'home' }
                              : {
                                  tipo: e.currentTarget.value,
                                  [e.currentTarget.value === 'url' ? 'href' : 'slug']: '',
                                },
                        })
                      }
                    >
                      {Object.entries(DESTINOS).map(([v, r]) => (
                        <option key={v} value={v}>
                          {r}
                        </option>
                      ))}
                    </select>
                  )}
                />
                {tipoDestino === 'rota' ? (
                  <FormField
                    label="Página"
                    error={erroEm(erros, `items[${i}].destino.rota`) ?? erroEm(erros, `items[${i}].destino`)}
                    renderInput={(a11y) => (
                      <select
                        {...a11y}
                        value={String(valorDestino ?? '')}
                        onChange={(e) => mudarItem(i, { destino: { tipo: 'rota', rota: e.currentTarget.value } })}
                      >
                        {MENU_ROUTES.map((r) => (
                          <option key={r} value={r}>
                            {r}
                          </option>
                        ))}
                      </select>
                    )}
                  />
                ) : (
                  <TextField
                    label={DESTINOS[tipoDestino]}
                    value={String(valorDestino ?? '')}
                    error={erroEm(erros, `items[${i}].destino.${campoDestino}`) ?? erroEm(erros, `items[${i}].destino`)}
                    onChange={(e) =>
                      mudarItem(i, { destino: { tipo: tipoDestino, [campoDestino]: e.currentTarget.value } })
                    }
                  />
                )}
              </div>
              <div className={styles.acoes} role="group" aria-label={`Ações do item ${nome}`}>
                <Button size="sm" variant="secondary" disabled={i === 0} onClick={() => mover(i, -1)}>
                  Mover para cima
                </Button>
                <Button size="sm" variant="secondary" disabled={i === itens.length - 1} onClick={() => mover(i, 1)}>
                  Mover para baixo
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-expanded={aberto === id}
                  onClick={() => setAberto(aberto === id ? null : id)}
                >
                  Quem vê
                </Button>
                <Button size="sm" variant="ghost" onClick={() => salvar(itens.filter((_, k) => k !== i))}>
                  Remover
                </Button>
              </div>
              {aberto === id ? (
                <EditorGate
                  titulo={`Quem vê "${nome}"`}
                  when={item.when}
                  erros={erros.filter((e) => e.caminho.startsWith(`items[${i}].when`))}
                  mudar={(when) => {
                    const { when: _w, ...resto } = item;
                    salvar(itens.map((it, k) => (k === i ? (when ? { ...resto, when } : resto) : it)));
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            salvar([
              ...itens,
              {
                id: idNovo('item', new Set(itens.map((x) => String(x.id)))),
                label: 'Novo item',
                grupo: 'principal',
                destino: { tipo: 'rota', rota: 'home' },
              },
            ])
          }
        >
          Adicionar item
        </Button>
      </div>
    </section>
  );
}

// ——— features ———

const RECURSOS: Record<FeatureName, string> = {
  precos: 'Preços',
  carrinho: 'Carrinho',
  listas: 'Listas de compras',
  combos: 'Combos',
  cupons: 'Cupons',
  chat: 'Chat',
  assinaturas: 'Assinaturas',
  recomendacoes: 'Recomendações',
  faturas: 'Faturas',
};

export function EditorFeatures() {
  const [documento, erros, alterar] = useUnit([$documentoAtual, $errosEstudio, draftChanged]);
  const doc = obj(documento?.rascunho);
  const features = obj(doc.features);
  const salvar = (novas: Obj) => alterar({ tipo: 'features', documento: { ...doc, features: novas } });
  return (
    <section className={styles.painel} aria-labelledby="features-titulo">
      <h3 id="features-titulo" className={styles.subtitle}>
        Recursos da loja
      </h3>
      <p className={styles.muted}>
        Um recurso sem restrição está ligado para todos. Restrinja para escolher quem o vê.
      </p>
      <ErrosGerais erros={erros} mostrados={(c) => FEATURE_NAMES.some((f) => c.startsWith(`features.${f}`))} />
      {FEATURE_NAMES.map((f) => {
        const entrada = features[f];
        return (
          <div key={f} className={styles.versao}>
            <CheckboxField
              label={`Restringir ${RECURSOS[f]}`}
              checked={entrada !== undefined}
              onChange={(e) => {
                const { [f]: _tirado, ...resto } = features;
                salvar(e.currentTarget.checked ? { ...resto, [f]: { when: { loggedIn: true } } } : resto);
              }}
            />
            {entrada !== undefined ? (
              <EditorGate
                titulo={`Quem vê ${RECURSOS[f]}`}
                when={obj(entrada).when}
                erros={erros.filter((e) => e.caminho.startsWith(`features.${f}`))}
                mudar={(when) => salvar({ ...features, [f]: { when: when ?? {} } })}
              />
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

// ——— tema ———

const CORES = [
  ['cor_primaria', 'Cor primária'],
  ['cor_secundaria', 'Cor secundária'],
  ['cor_auxiliar', 'Cor auxiliar'],
  ['cor_texto', 'Cor do texto (sobre a primária e a secundária)'],
] as const;

/** The WCAG AA warnings of a tema: the text colour over the primary and secondary colours. */
export function avisosDeContraste(tema: Obj): string[] {
  const texto = tema.cor_texto;
  if (!isHexColour(texto)) return [];
  const avisos: string[] = [];
  for (const [chave, nome] of [
    ['cor_primaria', 'primária'],
    ['cor_secundaria', 'secundária'],
  ] as const) {
    const fundo = tema[chave];
    if (!isHexColour(fundo)) continue;
    const razao = contrastRatio(texto, fundo);
    if (razao < AA_TEXT_CONTRAST)
      avisos.push(
        `O texto sobre a cor ${nome} tem contraste ${razao.toFixed(2).replace('.', ',')}:1, abaixo do mínimo de ${String(AA_TEXT_CONTRAST).replace('.', ',')}:1 (WCAG AA). Escolha cores mais contrastantes.`,
      );
  }
  return avisos;
}

export function EditorTema() {
  const [documento, erros, alterar] = useUnit([$documentoAtual, $errosEstudio, draftChanged]);
  const doc = obj(documento?.rascunho);
  const head = obj(doc.head);
  const mudar = (patch: Obj) => alterar({ tipo: 'tema', documento: { ...doc, ...patch } });
  const mudarHead = (patch: Obj) => mudar({ head: { ...head, ...patch } });
  const opcional = (v: string) => (v === '' ? null : v);
  const avisos = avisosDeContraste(doc);
  return (
    <section className={styles.painel} aria-labelledby="tema-titulo">
      <h3 id="tema-titulo" className={styles.subtitle}>
        Cores, logo e cabeçalho da página
      </h3>
      <ErrosGerais erros={erros} mostrados={(c) => /^(cor_|logo|head\.)/.test(c)} />
      {CORES.map(([chave, rotulo]) => {
        const valor = String(doc[chave] ?? '');
        return (
          <FormField
            key={chave}
            label={rotulo}
            error={erroEm(erros, chave)}
            renderInput={(a11y) => (
              <span className={styles.cor}>
                <input {...a11y} value={valor} onChange={(e) => mudar({ [chave]: e.currentTarget.value })} />
                <input
                  type="color"
                  className={styles.amostra}
                  aria-label={`${rotulo}: escolher cor`}
                  value={isHexColour(valor) ? valor.toLowerCase() : '#000000'}
                  onChange={(e) => mudar({ [chave]: e.currentTarget.value })}
                />
              </span>
            )}
          />
        );
      })}
      {avisos.map((a) => (
        <Message key={a} tone="caution" role="status">
          {a}
        </Message>
      ))}
      <TextField
        label="Logo (endereço da imagem)"
        hint="https://… ou um caminho desta loja começando com /."
        type="url"
        value={String(doc.logo ?? '')}
        error={erroEm(erros, 'logo')}
        onChange={(e) => mudar({ logo: opcional(e.currentTarget.value) })}
      />
      <TextField
        label="Título da página"
        value={String(head.titulo ?? '')}
        error={erroEm(erros, 'head.titulo')}
        onChange={(e) => mudarHead({ titulo: e.currentTarget.value })}
      />
      <TextField
        label="Subtítulo"
        value={String(head.subtitulo ?? '')}
        error={erroEm(erros, 'head.subtitulo')}
        onChange={(e) => mudarHead({ subtitulo: opcional(e.currentTarget.value) })}
      />
      <FormField
        label="Descrição"
        hint="Aparece nos resultados de busca."
        error={erroEm(erros, 'head.descricao')}
        renderInput={(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            value={String(head.descricao ?? '')}
            onChange={(e) => mudarHead({ descricao: opcional(e.currentTarget.value) })}
          />
        )}
      />
      <TextField
        label="Palavras-chave"
        hint="Separadas por vírgula."
        value={String(head.palavrasChave ?? '')}
        error={erroEm(erros, 'head.palavrasChave')}
        onChange={(e) => mudarHead({ palavrasChave: opcional(e.currentTarget.value) })}
      />
    </section>
  );
}
