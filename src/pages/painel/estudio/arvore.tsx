/**
 * The tree of one list of the layout draft (a page or a region): its blocks in order, nested in
 * their sections. Reordering by drag and drop (dnd-kit, with its keyboard sensor: Espaço to pick
 * a block up, the arrows to move it, Espaço to drop it, Esc to cancel) and by explicit buttons
 * for the selected block ('Mover para cima', 'Mover para baixo', into the section above, out of
 * its section, 'Duplicar', 'Remover'); the catalogue adds a block where the admin says.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { blockSchemas } from '#blocks/schemas';
import {
  $chosenList,
  $documentosEstudio,
  $errosEstudio,
  $listCatalogue,
  $selecionado,
  blocksWithChildren,
  errorsByList,
  treeOperationApplied,
  listaDoLayout,
  nodeSelected,
  type ChaveLista,
} from '#engine/model/estudio';
import { caminhoDoId, noEm, type CaminhoNo, type NoArvore } from '#engine/rules/layout-tree';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import { IconeBloco, descricaoBloco, ehBloco, rotuloBloco } from './catalogo';
import * as styles from './estudio.css';

/** The block types that hold children (sections, the checkout's submit…): where 'Mover para dentro' may go. */
const BLOCOS_COM_FILHOS = blocksWithChildren(blockSchemas);

interface DadosArrasto {
  pai: CaminhoNo;
  indice: number;
}

const mesmoPai = (a: CaminhoNo, b: CaminhoNo) => a.length === b.length && a.every((x, i) => x === b[i]);

function nomeDo(id: string | number, lista: readonly NoArvore[]): string {
  const c = caminhoDoId(lista, String(id));
  const no = c ? noEm(lista, c) : undefined;
  return no ? `${rotuloBloco(no.type)} (${no.id})` : String(id);
}

/** What a screen reader hears while a block is dragged by keyboard (dnd-kit's live region), in pt-BR. */
const INSTRUCOES_ARRASTE =
  'Para mover um bloco, pressione Espaço, use as setas para cima e para baixo e pressione Espaço de novo para soltar; Esc cancela.';

function anuncios(lista: readonly NoArvore[]): Announcements {
  const nome = (id: string | number) => nomeDo(id, lista);
  return {
    onDragStart: ({ active }) => `${nome(active.id)} pego. Use as setas para mover e Espaço para soltar.`,
    // Over its own place (the first step of every drag): nothing new to say, the pick-up stays heard.
    onDragOver: ({ active, over }) =>
      over
        ? over.id === active.id
          ? undefined
          : `${nome(active.id)} sobre a posição de ${nome(over.id)}.`
        : `${nome(active.id)} fora da lista.`,
    onDragEnd: ({ active, over }) =>
      !over
        ? `${nome(active.id)} solto.`
        : over.id === active.id
          ? `${nome(active.id)} solto no mesmo lugar.`
          : `${nome(active.id)} solto na posição de ${nome(over.id)}.`,
    onDragCancel: ({ active }) => `Movimento de ${nome(active.id)} cancelado.`,
  };
}

function ItemNo({
  chave,
  no,
  caminho,
  raiz,
}: {
  chave: ChaveLista;
  no: NoArvore;
  caminho: number[];
  raiz: readonly NoArvore[];
}) {
  const [selecionado, selecionar, pagina] = useUnit([$selecionado, nodeSelected, $chosenList]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: no.id,
    data: { pai: caminho.slice(0, -1), indice: caminho[caminho.length - 1]! } satisfies DadosArrasto,
  });
  const ativo = selecionado?.chave === chave && selecionado.id === no.id;
  const rotulo = rotuloBloco(no.type);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-no={no.id}
    >
      <div className={styles.linha}>
        <button
          ref={setActivatorNodeRef}
          type="button"
          className={styles.alca}
          {...attributes}
          {...listeners}
          aria-label={`Arrastar ${rotulo} (${no.id})`}
          aria-roledescription="bloco arrastável"
        >
          ⠿
        </button>
        <button
          type="button"
          className={styles.no}
          aria-pressed={ativo}
          onClick={() => selecionar({ chave, id: no.id })}
        >
          <IconeBloco tipo={no.type} />
          <span>{rotulo}</span>
          <span className={styles.noId}>{no.id}</span>
          {pagina.required.includes(no.type) ? <span className={styles.noId}>· obrigatório</span> : null}
        </button>
      </div>
      {Array.isArray(no.children) && no.children.length > 0 ? (
        <ListaNos chave={chave} nos={no.children} pai={caminho} raiz={raiz} />
      ) : null}
    </li>
  );
}

/**
 * One list of siblings (the page's, or a section's children) in a DndContext of its own: a drag,
 * by pointer or keyboard, moves a block among its siblings only (the arrows never land inside
 * another section, where a drop would do nothing); into and out of a section are the buttons.
 */
function ListaNos({
  chave,
  nos,
  pai,
  raiz,
}: {
  chave: ChaveLista;
  nos: readonly NoArvore[];
  pai: number[];
  raiz: readonly NoArvore[];
}) {
  const operar = useUnit(treeOperationApplied);
  const sensores = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const soltar = ({ active, over }: DragEndEvent) => {
    const de = active.data.current as DadosArrasto | undefined;
    const para = over?.data.current as DadosArrasto | undefined;
    if (!de || !para || !mesmoPai(de.pai, para.pai) || de.indice === para.indice) return;
    operar({ chave, operacao: { op: 'reordenar', pai: de.pai, de: de.indice, para: para.indice } });
  };
  return (
    <DndContext
      sensors={sensores}
      collisionDetection={closestCenter}
      onDragEnd={soltar}
      accessibility={{ announcements: anuncios(raiz), screenReaderInstructions: { draggable: INSTRUCOES_ARRASTE } }}
    >
      <SortableContext items={nos.map((n) => n.id)} strategy={verticalListSortingStrategy}>
        <ul className={pai.length === 0 ? styles.arvore : styles.filhos}>
          {nos.map((no, i) => (
            <ItemNo key={no.id} chave={chave} no={no} caminho={[...pai, i]} raiz={raiz} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** The buttons for the selected block: every move the drag does, plus duplicate and remove. */
function AcoesDoSelecionado({ chave, lista }: { chave: ChaveLista; lista: readonly NoArvore[] }) {
  const [selecionado, operar] = useUnit([$selecionado, treeOperationApplied]);
  const caminho = selecionado?.chave === chave ? caminhoDoId(lista, selecionado.id) : null;
  if (!caminho) return null;
  const no = noEm(lista, caminho)!;
  const i = caminho[caminho.length - 1]!;
  const irmaos = caminho.length === 1 ? lista : (noEm(lista, caminho.slice(0, -1))?.children ?? []);
  const anterior = i > 0 ? irmaos[i - 1] : undefined;
  const podeEntrar = anterior !== undefined && BLOCOS_COM_FILHOS.some((t) => t === anterior.type);
  const nome = `${rotuloBloco(no.type)} (${no.id})`;
  return (
    <div className={styles.acoes} role="group" aria-label={`Ações do bloco ${nome}`}>
      <Button
        size="sm"
        variant="secondary"
        disabled={i === 0}
        onClick={() => operar({ chave, operacao: { op: 'cima', caminho } })}
      >
        Mover para cima
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={i >= irmaos.length - 1}
        onClick={() => operar({ chave, operacao: { op: 'baixo', caminho } })}
      >
        Mover para baixo
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={!podeEntrar}
        onClick={() => operar({ chave, operacao: { op: 'dentro', caminho, aceitaFilhos: BLOCOS_COM_FILHOS } })}
      >
        Mover para dentro da seção acima
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={caminho.length < 2}
        onClick={() => operar({ chave, operacao: { op: 'fora', caminho } })}
      >
        Mover para fora da seção
      </Button>
      <Button size="sm" variant="secondary" onClick={() => operar({ chave, operacao: { op: 'duplicar', caminho } })}>
        Duplicar
      </Button>
      <Button size="sm" variant="ghost" onClick={() => operar({ chave, operacao: { op: 'remover', caminho } })}>
        Remover
      </Button>
    </div>
  );
}

type Posicao = 'inicio' | 'fim' | 'depois' | 'dentro';

/**
 * The catalogue of the blocks this page or region takes (a block's `pages`: the cart's blocks only
 * on the cart…), each with its name, description and icon, added where chosen.
 */
function Catalogo({ chave, lista }: { chave: ChaveLista; lista: readonly NoArvore[] }) {
  const [selecionado, operar, tipos] = useUnit([$selecionado, treeOperationApplied, $listCatalogue]);
  const [posicao, setPosicao] = useState<Posicao>('fim');
  const [aberto, setAberto] = useState(false);
  const caminho = selecionado?.chave === chave ? caminhoDoId(lista, selecionado.id) : null;
  const alvo = caminho ? noEm(lista, caminho) : undefined;
  const podeDentro = alvo !== undefined && ehBloco(alvo.type) && blockSchemas[alvo.type].acceptsChildren;
  const adicionar = (tipo: string) => {
    if (posicao === 'depois' && caminho)
      operar({
        chave,
        operacao: { op: 'adicionar', tipo, pai: caminho.slice(0, -1), indice: caminho[caminho.length - 1]! + 1 },
      });
    else if (posicao === 'dentro' && caminho && podeDentro)
      operar({ chave, operacao: { op: 'adicionar', tipo, pai: caminho, indice: alvo.children?.length ?? 0 } });
    else operar({ chave, operacao: { op: 'adicionar', tipo, indice: posicao === 'inicio' ? 0 : lista.length } });
  };
  return (
    <details className={styles.painel} open={aberto} onToggle={(e) => setAberto(e.currentTarget.open)}>
      <summary className={styles.resumo}>Adicionar bloco</summary>
      <FormField
        label="Onde"
        renderInput={(a11y) => (
          <select {...a11y} value={posicao} onChange={(e) => setPosicao(e.currentTarget.value as Posicao)}>
            <option value="inicio">No início da lista</option>
            <option value="fim">No fim da lista</option>
            <option value="depois" disabled={!caminho}>
              Depois do bloco selecionado
            </option>
            <option value="dentro" disabled={!podeDentro}>
              Dentro da seção selecionada
            </option>
          </select>
        )}
      />
      <ul className={styles.catalogo} data-testid="estudio-catalogo">
        {tipos.filter(ehBloco).map((tipo) => (
          <li key={tipo}>
            <button
              type="button"
              className={styles.bloco}
              onClick={() => adicionar(tipo)}
              aria-label={`Adicionar ${rotuloBloco(tipo)}`}
              aria-describedby={`catalogo-${tipo}`}
              data-tipo={tipo}
            >
              <IconeBloco tipo={tipo} />
              <span className={styles.blocoNome}>{rotuloBloco(tipo)}</span>
              <span />
              <span id={`catalogo-${tipo}`}>{descricaoBloco(tipo)}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The errors of this page or region, next to its tree (a missing required block among them). */
function ErrosDaLista({ chave, nomeLista }: { chave: ChaveLista; nomeLista: string }) {
  const erros = errorsByList(useUnit($errosEstudio))[chave] ?? [];
  if (erros.length === 0) return null;
  return (
    <div data-testid="estudio-erros-lista">
      <Message tone="critical">
        {erros.length === 1 ? '1 erro' : `${erros.length} erros`} em {nomeLista}: corrija para publicar.
      </Message>
      <ul className={styles.mudancas}>
        {erros.map((e) => (
          <li key={`${e.caminho}-${e.mensagem}`} className={styles.erroCampo}>
            {e.caminho}: {e.mensagem}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ArvoreLayout({ chave, nomeLista }: { chave: ChaveLista; nomeLista: string }) {
  const docs = useUnit($documentosEstudio);
  const lista = listaDoLayout(docs.layout?.rascunho, chave);
  if (!lista) {
    return (
      <p className={styles.erroCampo} role="alert">
        A lista {chave} do rascunho não é uma lista de blocos. Corrija no JSON.
      </p>
    );
  }
  return (
    <>
      <section className={styles.painel} aria-labelledby="arvore-titulo">
        <h3 id="arvore-titulo" className={styles.subtitle}>
          Blocos de {nomeLista}
        </h3>
        <ErrosDaLista chave={chave} nomeLista={nomeLista} />
        {lista.length === 0 ? <p className={styles.muted}>Nenhum bloco. Adicione um pelo catálogo abaixo.</p> : null}
        <ListaNos chave={chave} nos={lista} pai={[]} raiz={lista} />
        <AcoesDoSelecionado chave={chave} lista={lista} />
      </section>
      <Catalogo chave={chave} lista={lista} />
    </>
  );
}
