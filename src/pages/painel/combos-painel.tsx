/**
 * `/{slug}/painel/combos`: the shop's promotional combos, 'Combos promocionais' (issue 29). Its
 * attendants and admins see each combo (running, scheduled, expired, ended) with its products,
 * price and conditions, create one ('Criar combo': its products as 'código quantidade' lines, a
 * combo price or a discount, the payment method, the delivery type, the days, the clients or a
 * client tag) and end one ('Encerrar', confirmed in a dialog). The server checks the role and
 * every field; its pt-BR refusal shows here. Part of the desk's lazy chunk.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import {
  $comboEnding,
  $comboSaving,
  $deskCombos,
  $deskCombosError,
  $deskCombosLoading,
  $deskCombosMessage,
  comboEndConfirmed,
  comboFormSubmitted,
  deskCombosShown,
  type ComboPainel,
  type NewCombo,
} from '#engine/model/painel';
import { $rotaBase } from '#engine/model/supplier';
import { formatBRL, toCentavos } from '#engine/rules/money';
import { stripHtml } from '#engine/rules/names';
import { formatQuantity } from '#engine/rules/quantity';
import { Button, ButtonLink } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { FormField, TextField } from '#ui/form-field';
import { useHydrated } from '#ui/use-hydrated';
import * as pedidos from '#features/orders/orders.css';
import { DeskScreen } from './desk-screen';
import * as styles from './painel.css';

const SITUACAO: Record<ComboPainel['situacao'], string> = {
  ativo: 'Ativo',
  agendado: 'Agendado',
  expirado: 'Expirado',
  encerrado: 'Encerrado',
};

/** A typed number ('2,5' or '2.5'); '' is null; anything else NaN, for the server to refuse. */
function numero(texto: string): number | null {
  const limpo = texto.trim().replace(',', '.');
  return limpo === '' ? null : Number(limpo);
}

/** 'id quantidade' lines (spaces, tabs or ';'); a line that is not two numbers goes as id 0, for the server to refuse. */
function itensDe(texto: string): NewCombo['itens'] {
  return texto
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((l) => {
      const [id, qtd] = l.split(/[\s;]+/);
      return { idproduto: Number(id) || 0, quantidade: numero(qtd ?? '') ?? 0 };
    });
}

function Criar() {
  const [salvando, enviar] = useUnit([$comboSaving, comboFormSubmitted]);
  const hydrated = useHydrated();
  const [nome, setNome] = useState('');
  const [descricao, setDescricao] = useState('');
  const [itens, setItens] = useState('');
  const [tipo, setTipo] = useState<'preco' | 'desconto'>('preco');
  const [valor, setValor] = useState('');
  const [forma, setForma] = useState('');
  const [entrega, setEntrega] = useState<'' | 'DELIVERY' | 'RETIRADA'>('');
  const [inicio, setInicio] = useState('');
  const [fim, setFim] = useState('');
  const [clientes, setClientes] = useState('');
  const [tag, setTag] = useState('');
  return (
    <form
      noValidate
      className={pedidos.section}
      data-testid="criar-combo"
      aria-labelledby="criar-combo-titulo"
      onSubmit={(e) => {
        e.preventDefault();
        const v = numero(valor);
        enviar({
          nome,
          descricao,
          itens: itensDe(itens),
          preco: tipo === 'preco' ? v : null,
          descontoPercentual: tipo === 'desconto' ? v : null,
          idformapagamento: numero(forma),
          tipoEntrega: entrega === '' ? null : entrega,
          inicio: inicio === '' ? null : inicio,
          fim: fim === '' ? null : fim,
          clientes: clientes
            .split(/[\s,;]+/)
            .filter((c) => c !== '')
            .map((c) => Number(c) || 0),
          tagCliente: tag.trim() === '' ? null : tag.trim(),
        });
      }}
    >
      <h2 id="criar-combo-titulo" className={pedidos.title}>
        Criar combo
      </h2>
      <TextField label="Nome do combo" name="nome" value={nome} onChange={(e) => setNome(e.currentTarget.value)} />
      <TextField
        label="Descrição"
        name="descricao"
        value={descricao}
        onChange={(e) => setDescricao(e.currentTarget.value)}
      />
      <FormField
        label="Produtos do combo"
        hint="Um por linha: o número do produto e a quantidade em um combo (ex.: 10098 2)."
        renderInput={(a11y) => (
          <textarea {...a11y} name="itens" rows={4} value={itens} onChange={(e) => setItens(e.currentTarget.value)} />
        )}
      />
      <div className={styles.filtros}>
        <FormField
          label="Preço por"
          renderInput={(a11y) => (
            <select
              {...a11y}
              name="tipoPreco"
              value={tipo}
              onChange={(e) => setTipo(e.currentTarget.value === 'desconto' ? 'desconto' : 'preco')}
            >
              <option value="preco">preço do combo (R$)</option>
              <option value="desconto">desconto em cada produto (%)</option>
            </select>
          )}
        />
        <TextField
          label={tipo === 'preco' ? 'Preço do combo (R$)' : 'Desconto (%)'}
          name="valor"
          inputMode="decimal"
          autoComplete="off"
          value={valor}
          onChange={(e) => setValor(e.currentTarget.value)}
        />
      </div>
      <div className={styles.filtros}>
        <TextField
          label="Forma de pagamento (código)"
          hint="Vazio: qualquer forma."
          name="idformapagamento"
          inputMode="numeric"
          value={forma}
          onChange={(e) => setForma(e.currentTarget.value)}
        />
        <FormField
          label="Entrega"
          renderInput={(a11y) => (
            <select
              {...a11y}
              name="tipoEntrega"
              value={entrega}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setEntrega(v === 'DELIVERY' || v === 'RETIRADA' ? v : '');
              }}
            >
              <option value="">qualquer</option>
              <option value="DELIVERY">entrega</option>
              <option value="RETIRADA">retirada</option>
            </select>
          )}
        />
        <TextField
          label="Início"
          type="date"
          name="inicio"
          value={inicio}
          onChange={(e) => setInicio(e.currentTarget.value)}
        />
        <TextField label="Fim" type="date" name="fim" value={fim} onChange={(e) => setFim(e.currentTarget.value)} />
      </div>
      <div className={styles.filtros}>
        <TextField
          label="Só para os clientes (códigos)"
          hint="Separados por vírgula. Vazio e sem tag: todos os clientes."
          name="clientes"
          value={clientes}
          onChange={(e) => setClientes(e.currentTarget.value)}
        />
        <TextField
          label="Ou os clientes com a tag"
          name="tagCliente"
          value={tag}
          onChange={(e) => setTag(e.currentTarget.value)}
        />
      </div>
      <p className={styles.acoes}>
        <Button type="submit" disabled={!hydrated || salvando}>
          {salvando ? 'Criando…' : 'Criar combo'}
        </Button>
      </p>
    </form>
  );
}

function Encerrar({ combo }: { combo: ComboPainel }) {
  const [aberto, setAberto] = useState(false);
  const [encerrando, encerrar] = useUnit([$comboEnding, comboEndConfirmed]);
  const hydrated = useHydrated();
  return (
    <>
      <Button variant="secondary" size="sm" disabled={!hydrated || encerrando} onClick={() => setAberto(true)}>
        Encerrar
      </Button>
      <Dialog
        open={aberto}
        onOpenChange={setAberto}
        title={`Encerrar o ${combo.combo.nome}?`}
        description="O combo deixa de valer agora: sai da loja e os carrinhos voltam ao preço normal."
        closeLabel="Voltar"
        size="sm"
      >
        <p className={styles.acoes}>
          <Button
            onClick={() => {
              encerrar(combo.combo.idcombopromocional_cabecalho);
              setAberto(false);
            }}
          >
            Sim, encerrar combo
          </Button>
          <Button variant="ghost" onClick={() => setAberto(false)}>
            Manter combo
          </Button>
        </p>
      </Dialog>
    </>
  );
}

function Linha({ c }: { c: ComboPainel }) {
  const preco = c.combo.preco === null ? '' : formatBRL(toCentavos(c.combo.preco));
  const quem =
    c.tagCliente !== null
      ? `clientes com a tag ${c.tagCliente}`
      : c.clientes.length > 0
        ? `clientes ${c.clientes.join(', ')}`
        : 'todos os clientes';
  return (
    <li className={pedidos.section} data-testid="combo-painel">
      <div className={pedidos.cardHead}>
        <h2 className={pedidos.title}>{c.combo.nome}</h2>
        <span className={pedidos.badge[c.situacao === 'ativo' ? 'positive' : 'critical']}>{SITUACAO[c.situacao]}</span>
      </div>
      <p className={pedidos.muted}>
        {c.combo.itens
          .map((i) => `${formatQuantity(i.quantidade, { unidade: i.produto.unidade })} ${stripHtml(i.produto.nome)}`)
          .join(' + ')}
      </p>
      <p>
        {preco} {c.tipoPreco === 'desconto' ? `(${String(c.descontoPercentual).replace('.', ',')} % de desconto)` : ''}
        {' · '}
        {c.combo.formaPagamento ?? 'qualquer forma de pagamento'}
        {' · '}
        {quem}
        {c.combo.fim ? ` · até ${c.combo.fim.split('-').reverse().join('/')}` : ''}
      </p>
      {c.situacao === 'encerrado' ? null : <Encerrar combo={c} />}
    </li>
  );
}

export function CombosPainel() {
  const [combos, erro, carregando, mensagem, base, mostrar] = useUnit([
    $deskCombos,
    $deskCombosError,
    $deskCombosLoading,
    $deskCombosMessage,
    $rotaBase,
    deskCombosShown,
  ]);
  useEffect(() => {
    mostrar();
  }, [mostrar]);
  return (
    <DeskScreen
      titulo="Combos promocionais"
      tituloId="combos-painel-titulo"
      introducao="Cada combo junta produtos por um preço menor. No carrinho, cada combo completo sai pelo preço do combo; o restante, pelo preço normal."
      erro={erro}
      dados={combos}
      carregando={carregando}
      textoCarregando="Carregando os combos…"
      mensagem={mensagem}
    >
      {(combos) => (
        <>
          <Criar />
          {combos.length === 0 ? (
            <p>Nenhum combo ainda.</p>
          ) : (
            <ul className={styles.produtos} aria-label="Combos da loja">
              {combos.map((c) => (
                <Linha key={c.combo.idcombopromocional_cabecalho} c={c} />
              ))}
            </ul>
          )}
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
