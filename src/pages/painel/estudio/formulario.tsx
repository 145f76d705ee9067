/**
 * The props form of the selected block, generated from its zod schema and the field metadata it
 * declares beside it (`blockFields`: label, help, control): adding a prop with its field to a
 * block is enough for it to appear here. Each value shows the block's default until the admin
 * changes it; an emptied field goes back to the default. Validation errors (pt-BR, from the very
 * schemas the server uses) sit under their field, by JSON path. Below it, the gate editor of the
 * block's `when`.
 */
import { useUnit } from 'effector-react';
import { blockFields } from '#blocks/fields';
import { blockSchemas } from '#blocks/schemas';
import type { FieldMeta } from '#engine/layout/define-block';
import { $carrosseis } from '#engine/model/carousel';
import { $categorias } from '#engine/model/categories';
import {
  $documentosEstudio,
  $errosEstudio,
  $selecionado,
  treeOperationApplied,
  listaDoLayout,
  type ChaveLista,
} from '#engine/model/estudio';
import { caminhoDoId, noEm, type NoArvore } from '#engine/rules/layout-tree';
import type { ErroDocumento } from '#schemas/errors';
import { CheckboxField, FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import { ehBloco, rotuloBloco } from './catalogo';
import { EditorGate } from './gate-editor';
import { SeletorProduto } from './seletor-produto';
import * as styles from './estudio.css';

/** 'pages.home' + [0, 2] → 'pages.home[0].children[2]'. */
export function caminhoJson(chave: ChaveLista, caminho: readonly number[]): string {
  return chave + caminho.map((i, k) => (k === 0 ? `[${i}]` : `.children[${i}]`)).join('');
}

/** The block's props with every default filled in (what the storefront would render). */
function comPadroes(tipo: string, props: unknown): Record<string, unknown> {
  const atuais = typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : {};
  if (!ehBloco(tipo)) return atuais;
  const padrao = blockSchemas[tipo].props.safeParse({});
  return { ...(padrao.success ? (padrao.data as Record<string, unknown>) : {}), ...atuais };
}

function Campo({
  nome,
  campo,
  valor,
  erro,
  mudar,
}: {
  nome: string;
  campo: FieldMeta;
  valor: unknown;
  erro: string | undefined;
  mudar: (v: unknown) => void;
}) {
  const [categorias, carrosseis] = useUnit([$categorias, $carrosseis]);
  const hint = 'unit' in campo && campo.unit ? [campo.help, `Em ${campo.unit}.`].filter(Boolean).join(' ') : campo.help;
  const texto = valor === undefined || valor === null ? '' : String(valor);
  const numero = (s: string) => (s.trim() === '' ? undefined : Number(s.replace(',', '.')));
  switch (campo.control) {
    case 'boolean':
      return (
        <CheckboxField
          label={campo.label}
          name={nome}
          checked={valor === true}
          error={erro}
          onChange={(e) => mudar(e.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <FormField
          label={campo.label}
          hint={hint}
          error={erro}
          renderInput={(a11y) => (
            <select {...a11y} name={nome} value={texto} onChange={(e) => mudar(e.currentTarget.value)}>
              {campo.options.includes(texto) ? null : <option value={texto}>{texto === '' ? '(vazio)' : texto}</option>}
              {campo.options.map((o) => (
                <option key={o} value={o}>
                  {campo.optionLabels[o] ?? o}
                </option>
              ))}
            </select>
          )}
        />
      );
    case 'textarea':
      return (
        <FormField
          label={campo.label}
          hint={hint}
          error={erro}
          renderInput={(a11y) => (
            <textarea {...a11y} name={nome} rows={3} value={texto} onChange={(e) => mudar(e.currentTarget.value)} />
          )}
        />
      );
    case 'number':
      return (
        <FormField
          label={campo.label}
          hint={hint}
          error={erro}
          renderInput={(a11y) => (
            <input
              {...a11y}
              name={nome}
              type="number"
              inputMode="decimal"
              value={texto}
              onChange={(e) => mudar(numero(e.currentTarget.value))}
            />
          )}
        />
      );
    case 'colour':
      return (
        <FormField
          label={campo.label}
          hint={hint}
          error={erro}
          renderInput={(a11y) => (
            <span className={styles.cor}>
              <input
                {...a11y}
                name={nome}
                value={texto}
                placeholder="#436bac"
                onChange={(e) => mudar(e.currentTarget.value)}
              />
              <input
                type="color"
                className={styles.amostra}
                aria-label={`${campo.label}: escolher cor`}
                value={/^#[0-9a-f]{6}$/i.test(texto) ? texto : '#000000'}
                onChange={(e) => mudar(e.currentTarget.value)}
              />
            </span>
          )}
        />
      );
    case 'category':
    case 'carousel': {
      const opcoes =
        campo.control === 'category'
          ? categorias.map((c) => ({ id: c.idcategoria, nome: c.nome }))
          : carrosseis.map((c) => ({
              id: c.idcarrossel,
              nome: `${c.titulo} (${c.tipo === 'BANNER' ? 'banners' : 'produtos'})`,
            }));
      return (
        <FormField
          label={campo.label}
          hint={hint}
          error={erro}
          renderInput={(a11y) => (
            <select {...a11y} name={nome} value={texto} onChange={(e) => mudar(numero(e.currentTarget.value))}>
              <option value="">Nenhum (padrão)</option>
              {texto !== '' && !opcoes.some((o) => String(o.id) === texto) ? (
                <option value={texto}>Nº {texto} (não encontrado)</option>
              ) : null}
              {opcoes.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.nome} · nº {o.id}
                </option>
              ))}
            </select>
          )}
        />
      );
    }
    case 'product':
      return (
        <FormField
          label={campo.label}
          hint={[hint, 'Busque pelo nome ou pelo número do produto e escolha um da lista.'].filter(Boolean).join(' ')}
          error={erro}
          renderInput={(a11y) => (
            <SeletorProduto
              a11y={{ ...a11y, name: nome }}
              valor={typeof valor === 'number' ? valor : undefined}
              aoEscolher={mudar}
            />
          )}
        />
      );
    default:
      return (
        <FormField
          label={campo.label}
          hint={hint}
          error={erro}
          renderInput={(a11y) => (
            <input
              {...a11y}
              name={nome}
              type={campo.control === 'image-url' ? 'url' : 'text'}
              value={texto}
              onChange={(e) => mudar(e.currentTarget.value)}
            />
          )}
        />
      );
  }
}

/** Errors of one node that no field shows (an unknown prop, the id, the gate…). */
function ErrosSoltos({ erros }: { erros: ErroDocumento[] }) {
  if (erros.length === 0) return null;
  return (
    <ul className={styles.listaErros} aria-label="Erros deste bloco">
      {erros.map((e) => (
        <li key={`${e.caminho}:${e.mensagem}`}>
          <span className={styles.caminho}>{e.caminho}</span>: {e.mensagem}
        </li>
      ))}
    </ul>
  );
}

function FormularioDoNo({
  chave,
  no,
  caminho,
  erros,
}: {
  chave: ChaveLista;
  no: NoArvore;
  caminho: number[];
  erros: ErroDocumento[];
}) {
  const operar = useUnit(treeOperationApplied);
  const base = caminhoJson(chave, caminho);
  const props = typeof no.props === 'object' && no.props !== null ? (no.props as Record<string, unknown>) : {};
  const valores = comPadroes(no.type, props);
  const doNo = erros.filter(
    (e) => e.caminho === base || (e.caminho.startsWith(`${base}.`) && !e.caminho.startsWith(`${base}.children[`)),
  );
  if (!ehBloco(no.type)) {
    return (
      <Message tone="critical" role="alert">
        Bloco desconhecido: &quot;{no.type}&quot; — esta versão da loja não tem esse bloco. Remova-o ou troque o tipo no
        JSON.
      </Message>
    );
  }
  const campos = Object.entries(blockFields[no.type] as Record<string, FieldMeta>);
  const mostrados = new Set(campos.map(([nome]) => `${base}.props.${nome}`));
  const mudar = (nome: string, valor: unknown) => {
    const novos = { ...props };
    if (valor === undefined || (typeof valor === 'number' && Number.isNaN(valor))) delete novos[nome];
    else novos[nome] = valor;
    operar({ chave, operacao: { op: 'props', caminho, props: novos } });
  };
  return (
    <>
      <fieldset className={styles.campos}>
        <legend className={styles.legenda}>Propriedades</legend>
        {campos.map(([nome, campo]) => (
          <Campo
            key={nome}
            nome={nome}
            campo={campo}
            valor={valores[nome]}
            erro={doNo.find((e) => e.caminho === `${base}.props.${nome}`)?.mensagem}
            mudar={(v) => mudar(nome, v)}
          />
        ))}
      </fieldset>
      <ErrosSoltos erros={doNo.filter((e) => !mostrados.has(e.caminho) && !e.caminho.startsWith(`${base}.when`))} />
      <EditorGate
        when={no.when}
        erros={doNo.filter((e) => e.caminho.startsWith(`${base}.when`))}
        mudar={(when) => operar({ chave, operacao: { op: 'when', caminho, when } })}
      />
    </>
  );
}

export function FormularioBloco() {
  const [docs, selecionado, erros] = useUnit([$documentosEstudio, $selecionado, $errosEstudio]);
  const lista = selecionado ? listaDoLayout(docs.layout?.rascunho, selecionado.chave) : null;
  const caminho = lista && selecionado ? caminhoDoId(lista, selecionado.id) : null;
  const no = lista && caminho ? noEm(lista, caminho) : undefined;
  return (
    <section className={styles.painel} aria-labelledby="formulario-titulo">
      <h3 id="formulario-titulo" className={styles.subtitle}>
        {no ? `${rotuloBloco(no.type)} (${no.id})` : 'Bloco selecionado'}
      </h3>
      {no && caminho && selecionado ? (
        <FormularioDoNo
          key={`${selecionado.chave}:${no.id}`}
          chave={selecionado.chave}
          no={no}
          caminho={caminho}
          erros={erros}
        />
      ) : (
        <p className={styles.muted}>Escolha um bloco na lista para editar as suas propriedades e quem o vê.</p>
      )}
    </section>
  );
}
