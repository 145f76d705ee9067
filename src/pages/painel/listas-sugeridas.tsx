/**
 * `/{slug}/painel/listas`: the shop's suggested shopping lists, 'Listas sugeridas' (issue 29): each
 * list with its target (one client, a client tag, every client), its products and how often the
 * clients sent it to a cart; a form creates one (or changes the one being edited), products typed
 * as in the quick order ('código quantidade' per line); 'Encerrar' ends one. The server checks the
 * role and every value; its message is shown here. Part of the desk's lazy chunk.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import {
  $deskSuggestedListSaving,
  $deskSuggestedLists,
  $deskSuggestedListsError,
  $deskSuggestedListsLoading,
  $deskSuggestedListsMessage,
  suggestedListEnded,
  suggestedListSubmitted,
  suggestedListsDeskShown,
  type ListaSugeridaPainel,
  type SalvarListaSugerida,
} from '#engine/model/painel';
import { $rotaBase } from '#engine/model/supplier';
import { formatQuantity } from '#engine/rules/quantity';
import { parseQuickOrder } from '#engine/rules/quick-order';
import { Button, ButtonLink } from '#ui/button';
import { FormField, TextField } from '#ui/form-field';
import { useHydrated } from '#ui/use-hydrated';
import * as pedidos from '#features/orders/orders.css';
import { DeskScreen } from './desk-screen';
import * as styles from './painel.css';

type Alvo = SalvarListaSugerida['alvo']['tipo'];

function alvoTexto(l: ListaSugeridaPainel): string {
  if (l.alvo.tipo === 'cliente') return `Cliente: ${l.nomeCliente ?? `nº ${l.alvo.idcliente}`}`;
  if (l.alvo.tipo === 'tag') return `Clientes com a etiqueta ${l.alvo.tag}`;
  return 'Todos os clientes';
}

function usos(l: ListaSugeridaPainel): string {
  const vezes = l.usos === 1 ? '1 vez' : `${l.usos} vezes`;
  return l.ultimoUsoEm
    ? `Enviada ao carrinho ${vezes} (a última em ${new Date(l.ultimoUsoEm).toLocaleDateString('pt-BR')})`
    : `Enviada ao carrinho ${vezes}`;
}

function Formulario({ editando, onDone }: { editando: ListaSugeridaPainel | null; onDone: () => void }) {
  const [dados, salvando, enviar] = useUnit([$deskSuggestedLists, $deskSuggestedListSaving, suggestedListSubmitted]);
  const hydrated = useHydrated();
  const [nome, setNome] = useState(editando?.nome ?? '');
  const [alvo, setAlvo] = useState<Alvo>(editando?.alvo.tipo ?? 'tag');
  const [idcliente, setIdcliente] = useState<number | null>(editando?.alvo.idcliente ?? null);
  const [tag, setTag] = useState(editando?.alvo.tag ?? '');
  const [produtos, setProdutos] = useState(
    editando ? editando.itens.map((i) => `${i.codigo} ${String(i.quantidade).replace('.', ',')}`).join('\n') : '',
  );
  const [erroLinhas, setErroLinhas] = useState<string | null>(null);
  return (
    <form
      noValidate
      className={pedidos.section}
      data-testid="lista-sugerida-form"
      onSubmit={(e) => {
        e.preventDefault();
        const { linhas, invalidas } = parseQuickOrder(produtos);
        const ruim = invalidas[0] ?? linhas.find((l) => l.quantidade === null || !/^\d{1,9}$/.test(l.codigo));
        if (ruim) {
          setErroLinhas(`Linha ${ruim.linha}: escreva o código e a quantidade (ex.: 10098 2).`);
          return;
        }
        setErroLinhas(null);
        enviar({
          idlista: editando?.idlista ?? null,
          lista: {
            nome,
            alvo: {
              tipo: alvo,
              idcliente: alvo === 'cliente' ? idcliente : null,
              tag: alvo === 'tag' ? tag.trim() : null,
            },
            produtos: linhas.map((l) => ({ codigo: Number(l.codigo), quantidade: (l.quantidade ?? 0) / 1000 })),
          },
        });
        if (!editando) onDone();
      }}
    >
      <h2 className={pedidos.subtitle}>{editando ? `Alterar '${editando.nome}'` : 'Nova lista sugerida'}</h2>
      <TextField
        label="Nome da lista"
        name="nome"
        maxLength={80}
        value={nome}
        onChange={(e) => setNome(e.currentTarget.value)}
      />
      <div className={styles.filtros}>
        <FormField
          label="Para quem"
          renderInput={(a11y) => (
            <select {...a11y} name="alvo" value={alvo} onChange={(e) => setAlvo(e.currentTarget.value as Alvo)}>
              <option value="tag">Clientes com uma etiqueta</option>
              <option value="cliente">Um cliente</option>
              <option value="todos">Todos os clientes</option>
            </select>
          )}
        />
        {alvo === 'cliente' ? (
          <FormField
            label="Cliente"
            renderInput={(a11y) => (
              <select
                {...a11y}
                name="idcliente"
                value={idcliente ?? ''}
                onChange={(e) => setIdcliente(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
              >
                <option value="">Escolha o cliente</option>
                {(dados?.clientes ?? []).map((c) => (
                  <option key={c.idcliente} value={c.idcliente}>
                    {c.nome}
                  </option>
                ))}
              </select>
            )}
          />
        ) : null}
        {alvo === 'tag' ? (
          <FormField
            label="Etiqueta dos clientes"
            hint={dados && dados.tags.length > 0 ? `Em uso: ${dados.tags.join(', ')}` : undefined}
            renderInput={(a11y) => (
              <>
                <input
                  {...a11y}
                  name="tag"
                  list="etiquetas-clientes"
                  maxLength={60}
                  autoComplete="off"
                  value={tag}
                  onChange={(e) => setTag(e.currentTarget.value)}
                />
                <datalist id="etiquetas-clientes">
                  {(dados?.tags ?? []).map((t) => (
                    <option key={t} value={t} />
                  ))}
                </datalist>
              </>
            )}
          />
        ) : null}
      </div>
      <FormField
        label="Produtos (código e quantidade, um por linha)"
        hint="Ex.: 10098 2. O código é o do produto na loja."
        error={erroLinhas ?? undefined}
        renderInput={(a11y) => (
          <textarea
            {...a11y}
            name="produtos"
            rows={5}
            value={produtos}
            onChange={(e) => setProdutos(e.currentTarget.value)}
          />
        )}
      />
      <p className={styles.acoes}>
        <Button type="submit" disabled={!hydrated || salvando}>
          {salvando ? 'Salvando…' : editando ? 'Salvar alterações' : 'Criar lista'}
        </Button>
        {editando ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancelar
          </Button>
        ) : null}
      </p>
    </form>
  );
}

export function ListasSugeridas() {
  const [dados, erro, carregando, mensagem, salvando, base, mostrar, encerrar] = useUnit([
    $deskSuggestedLists,
    $deskSuggestedListsError,
    $deskSuggestedListsLoading,
    $deskSuggestedListsMessage,
    $deskSuggestedListSaving,
    $rotaBase,
    suggestedListsDeskShown,
    suggestedListEnded,
  ]);
  const [editando, setEditando] = useState<ListaSugeridaPainel | null>(null);
  const [formulario, setFormulario] = useState(0);
  useEffect(() => {
    mostrar();
  }, [mostrar]);
  return (
    <DeskScreen
      titulo="Listas sugeridas"
      tituloId="listas-sugeridas-titulo"
      introducao="Listas de compras que a loja sugere a um cliente, aos clientes com uma etiqueta ou a todos. Elas aparecem em 'Listas sugeridas' para esses clientes, que as enviam ao carrinho de uma vez."
      erro={erro}
      dados={dados}
      carregando={carregando}
      textoCarregando="Carregando as listas sugeridas…"
      mensagem={mensagem}
    >
      {(dados) => (
        <>
          <Formulario
            key={editando ? `editar-${editando.idlista}` : `nova-${formulario}`}
            editando={editando}
            onDone={() => {
              setEditando(null);
              setFormulario((n) => n + 1);
            }}
          />
          {dados.listas.length === 0 ? <p>Nenhuma lista sugerida ainda.</p> : null}
          <ul className={pedidos.list}>
            {dados.listas.map((l) => (
              <li key={l.idlista} className={pedidos.section} data-testid="lista-sugerida-painel">
                <div className={pedidos.cardHead}>
                  <h2 className={pedidos.subtitle}>{l.nome}</h2>
                  <span className={pedidos.badge[l.ativa ? 'positive' : 'critical']}>
                    {l.ativa ? 'Ativa' : 'Encerrada'}
                  </span>
                </div>
                <p className={pedidos.muted}>{alvoTexto(l)}</p>
                <p data-testid="lista-sugerida-usos">{usos(l)}</p>
                <ul>
                  {l.itens.map((i) => (
                    <li key={i.id}>
                      {formatQuantity(i.quantidade)} × {i.nome}{' '}
                      <span className={pedidos.muted}>(código {i.codigo})</span>
                    </li>
                  ))}
                </ul>
                {l.ativa ? (
                  <p className={styles.acoes}>
                    <Button variant="secondary" onClick={() => setEditando(l)} disabled={salvando}>
                      Alterar
                    </Button>
                    <Button variant="ghost" onClick={() => encerrar(l.idlista)} disabled={salvando}>
                      Encerrar
                    </Button>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <p className={styles.acoes}>
            <ButtonLink to={`${base}/painel`} variant="secondary">
              Voltar ao painel
            </ButtonLink>
          </p>
        </>
      )}
    </DeskScreen>
  );
}
