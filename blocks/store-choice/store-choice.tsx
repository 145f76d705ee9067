/**
 * The supplier/store selection (`/{slug}/lojas`; spec section 2; issue 12): the suppliers that
 * serve the chosen address when several do (fornecedoresAvailable, from the checkout's choice of an
 * address or from here), the shops of the supplier's company (lojasEmpresa: Aurora and its
 * pickup-only Aurora Atacado), and where to shop from: a saved address, or the entry by city or
 * neighbourhood only ('Usar apenas cidade ou bairro'; kept across a reload). Everything lives in
 * engine/model/lojas, started on open; picking another shop switches to it.
 */
import { TAG_ORCAMENTO } from '#engine/rules/tags';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $enderecos, addressesPageShown } from '#engine/model/addresses';
import {
  $avisoLojas,
  $buscandoLojas,
  $serviceArea,
  $fornecedoresAvailable,
  $idenderecoInvalido,
  $localEscolhido,
  $lojasEmpresa,
  noticeClosed,
  placeChosen,
  storeChosen,
  storesOpened,
  storesPageShown,
} from '#engine/model/lojas';
import { $usuario } from '#engine/model/session';
import { $fornecedor } from '#engine/model/supplier';
import type { Fornecedor } from '#engine/model/types';
import { UFS } from '#engine/rules/address';
import { descricaoAtendimento, validarLocalSoCidade } from '#engine/rules/stores';
import { Button } from '#ui/button';
import { FormField, TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import type { StoreChoiceProps } from './schema';
import * as styles from './store-choice.css';

function CartaoLoja({ loja, atual }: { loja: Fornecedor; atual: boolean }) {
  const escolher = useUnit(storeChosen);
  return (
    <li>
      <article className={`${styles.card} ${atual ? styles.current : ''}`} aria-label={loja.nome}>
        {loja.logo ? <img className={styles.logo} src={loja.logo} alt="" width={200} height={50} /> : null}
        <h3 className={styles.cardTitle}>{loja.nome}</h3>
        <div className={styles.badges}>
          <span className={styles.badge}>{descricaoAtendimento(loja.tags)}</span>
          {loja.tags.includes(TAG_ORCAMENTO) ? <span className={styles.badge}>Pedidos por orçamento</span> : null}
        </div>
        {loja.meta_info.descricao_endereco_loja ? (
          <p className={styles.muted}>{loja.meta_info.descricao_endereco_loja}</p>
        ) : null}
        <div className={styles.cardAction}>
          <Button
            variant={atual ? 'secondary' : 'primary'}
            onClick={() => escolher(loja.idfornecedor)}
            aria-label={`${atual ? 'Continuar nesta loja' : 'Comprar nesta loja'}: ${loja.nome}`}
          >
            {atual ? 'Continuar nesta loja' : 'Comprar nesta loja'}
          </Button>
        </div>
      </article>
    </li>
  );
}

function Lista({ lojas, atual }: { lojas: Fornecedor[]; atual: string | null }) {
  return (
    <ul className={styles.cards}>
      {lojas.map((l) => (
        <CartaoLoja key={l.idfornecedor} loja={l} atual={l.idfornecedor === atual} />
      ))}
    </ul>
  );
}

function SoCidade() {
  const [buscar, buscando, local] = useUnit([placeChosen, $buscandoLojas, $localEscolhido]);
  const [form, setForm] = useState({ cidade: '', uf: '', bairro: '' });
  // A place entered by city before a reload comes back into the form.
  useEffect(() => {
    if (local && !local.idendereco && local.cidade)
      setForm({ cidade: local.cidade, uf: local.uf ?? '', bairro: local.bairro ?? '' });
  }, [local]);
  const [erros, setErros] = useState<Partial<Record<'cidade' | 'uf' | 'bairro', string>>>({});
  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const r = validarLocalSoCidade(form);
    if (!r.ok) {
      setErros(r.erros);
      return;
    }
    setErros({});
    buscar(r.local);
  };
  return (
    <form className={styles.form} onSubmit={enviar} noValidate aria-label="Usar apenas cidade ou bairro">
      <TextField
        label="Cidade"
        name="cidade"
        autoComplete="address-level2"
        required
        error={erros.cidade}
        value={form.cidade}
        onChange={(e) => setForm({ ...form, cidade: e.currentTarget.value })}
      />
      <FormField
        label="UF"
        error={erros.uf}
        renderInput={(a11y) => (
          <select {...a11y} name="uf" value={form.uf} onChange={(e) => setForm({ ...form, uf: e.currentTarget.value })}>
            <option value="">Estado</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </select>
        )}
      />
      <TextField
        label="Bairro (opcional)"
        name="bairro"
        autoComplete="address-level3"
        error={erros.bairro}
        value={form.bairro}
        onChange={(e) => setForm({ ...form, bairro: e.currentTarget.value })}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={buscando}>
          {buscando ? 'Buscando lojas…' : 'Buscar lojas'}
        </Button>
      </div>
    </form>
  );
}

function MeusEnderecos() {
  const [enderecos, escolher, local, invalido, buscando] = useUnit([
    $enderecos,
    placeChosen,
    $localEscolhido,
    $idenderecoInvalido,
    $buscandoLojas,
  ]);
  if (!enderecos || enderecos.length === 0) return null;
  return (
    <ul className={styles.addresses} aria-label="Meus endereços">
      {enderecos.map((e) => (
        <li key={e.idendereco} className={`${styles.address} ${invalido === e.idendereco ? styles.invalid : ''}`}>
          <span>
            <strong>{e.apelido || 'Endereço'}</strong>
            <span className={styles.muted}> {e.textoendereco}</span>
            {invalido === e.idendereco ? <span className={styles.muted}> (endereço não atendido)</span> : null}
          </span>
          <Button
            size="sm"
            variant={local?.idendereco === e.idendereco ? 'primary' : 'secondary'}
            disabled={buscando}
            onClick={() =>
              escolher({
                idendereco: e.idendereco,
                lat: e.lat,
                lng: e.lng,
                cidade: e.cidade,
                uf: e.uf,
                bairro: e.bairro,
              })
            }
            aria-label={`Usar este endereço: ${e.apelido || e.textoendereco}`}
          >
            Usar este endereço
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function StoreChoice({ props }: BlockComponentProps<StoreChoiceProps>) {
  const [fornecedor, empresa, disponiveis, aviso, usuario, fechar] = useUnit([
    $fornecedor,
    $lojasEmpresa,
    $fornecedoresAvailable,
    $avisoLojas,
    $usuario,
    noticeClosed,
  ]);
  const [shown, opened, addressesShown] = useUnit([storesPageShown, storesOpened, addressesPageShown]);
  const area = useUnit($serviceArea);
  useEffect(() => {
    shown();
    opened();
  }, [shown, opened]);
  // A logged-in client's addresses, to shop from one of them.
  const idcliente = usuario?.idcliente;
  useEffect(() => {
    if (idcliente) addressesShown();
  }, [idcliente, addressesShown]);
  const atual = fornecedor?.idfornecedor ?? null;
  return (
    <div className={styles.stack}>
      {aviso ? (
        <Message tone={aviso.tom} role={aviso.tom === 'positive' ? 'status' : 'alert'}>
          {aviso.texto}{' '}
          <Button size="sm" variant="secondary" onClick={() => fechar()}>
            Fechar
          </Button>
        </Message>
      ) : null}
      {disponiveis && disponiveis.length > 0 ? (
        <section className={styles.section} aria-labelledby="lojas-disponiveis">
          <h2 id="lojas-disponiveis" className={styles.sectionTitle}>
            {props.tituloDisponiveis}
          </h2>
          <p className={styles.lead}>
            {disponiveis.length > 1
              ? 'Mais de uma loja atende o endereço escolhido. Escolha onde quer comprar.'
              : 'Esta é a loja que atende o endereço escolhido.'}
          </p>
          <Lista lojas={disponiveis} atual={atual} />
        </section>
      ) : null}
      {props.mostrarEmpresa ? (
        <section className={styles.section} aria-labelledby="lojas-empresa">
          <h2 id="lojas-empresa" className={styles.sectionTitle}>
            {props.tituloEmpresa}
          </h2>
          {empresa === null ? (
            <p className={styles.muted}>Carregando as lojas…</p>
          ) : (
            <Lista lojas={empresa} atual={atual} />
          )}
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="lojas-onde">
        <h2 id="lojas-onde" className={styles.sectionTitle}>
          {props.tituloOnde}
        </h2>
        {props.textoOnde ? <p className={styles.lead}>{props.textoOnde}</p> : null}
        {area && area.oferece && !area.servePorToda && area.cidades.length > 0 ? (
          <p className={styles.muted} data-testid="cidades-atendidas">
            {area.coordenadas.length > 0
              ? 'Além da área de entrega no mapa, atendemos as cidades: '
              : 'Atendemos as cidades: '}
            {area.cidades.join(', ')}.
          </p>
        ) : null}
        {usuario && props.mostrarEnderecos ? <MeusEnderecos /> : null}
        <h3 className={styles.cardTitle}>Usar apenas cidade ou bairro</h3>
        <SoCidade />
      </section>
    </div>
  );
}
