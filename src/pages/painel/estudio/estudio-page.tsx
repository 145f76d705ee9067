/**
 * The layout studio (issue 14), `/{slug}/painel/loja`: the supplier admin edits the shop's layout
 * (a tree per page and region, a props form generated from each block's schema and fields, a gate
 * editor, a JSON view), its menu, feature gates and tema, previews the draft live with the real
 * blocks, saves versions with a note, publishes, reads the history with its diff, restores an old
 * version as a new draft, and exports/imports the four documents as one file. Its own lazy chunk
 * (CodeMirror and dnd-kit are in it, not in the desk's nor the shopper's). The server checks the
 * admin role and the supplier on every call; anyone else sees the staff login or a refusal.
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { blockSchemas } from '#blocks/schemas';
import { layoutSchema } from '#blocks/layout-schema';
import { layoutMigrationsLoja } from '#blocks/layout-migrations';
import {
  $chosenList,
  $carregandoEstudio,
  $carregandoHistorico,
  $documentoAtual,
  $ehAtendente,
  $ehEquipe,
  $erroCarregarEstudio,
  $erroSintaxeJson,
  $errosEstudio,
  $importando,
  $mensagemEstudio,
  $publicando,
  $restaurando,
  $salvando,
  $sujo,
  $tipoEstudio,
  $versoesEstudio,
  STUDIO_LISTS,
  TIPOS_ESTUDIO,
  errorsByList,
  listChosen,
  studioBlocksProvided,
  studioOpened,
  exportClicked,
  historyOpened,
  importChosen,
  publishClicked,
  reloadClicked,
  restoreClicked,
  saveClicked,
  documentTypeChosen,
  type TipoEstudio,
  type VersaoEstudio,
} from '#engine/model/estudio';
import { $fornecedor, $rotaBase } from '#engine/model/supplier';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import { dataHora } from '#features/orders/format';
import { LoginEquipe } from '../login-equipe';
import { ArvoreLayout } from './arvore';
import { EditorFeatures, EditorMenu, EditorTema } from './documentos';
import { FormularioBloco } from './formulario';
import { VisaoJson } from './json-view';
import { PreviaHost } from './previa-host';
import * as styles from './estudio.css';

const ABAS: Record<TipoEstudio, string> = { layout: 'Layout', menu: 'Menu', features: 'Recursos', tema: 'Tema' };

/**
 * The page picker: every page type of the route table and the two regions (the model's list), each
 * with the count of its draft's errors, so a page that lost a block it cannot lose stands out.
 */
function SeletorDeLista() {
  const [escolhida, escolher, erros] = useUnit([$chosenList, listChosen, $errosEstudio]);
  const porLista = errorsByList(erros);
  const opcao = (l: (typeof STUDIO_LISTS)[number]) => {
    const n = porLista[l.chave]?.length ?? 0;
    return (
      <option key={l.chave} value={l.chave}>
        {l.nome}
        {n === 0 ? '' : n === 1 ? ' (1 erro)' : ` (${n} erros)`}
      </option>
    );
  };
  return (
    <FormField
      label="Página ou região"
      renderInput={(a11y) => (
        <select
          {...a11y}
          value={escolhida.chave}
          onChange={(e) => escolher(e.currentTarget.value)}
          data-testid="estudio-pagina"
        >
          <optgroup label="Páginas">{STUDIO_LISTS.filter((l) => l.kind === 'page').map(opcao)}</optgroup>
          <optgroup label="Regiões">{STUDIO_LISTS.filter((l) => l.kind === 'region').map(opcao)}</optgroup>
        </select>
      )}
    />
  );
}

const MUDANCA: Record<VersaoEstudio['mudancas'][number]['tipo'], string> = {
  adicionado: 'Adicionado',
  removido: 'Removido',
  movido: 'Movido',
  alterado: 'Alterado',
};

function Historico() {
  const [versoes, carregando, restaurando, restaurar, doc] = useUnit([
    $versoesEstudio,
    $carregandoHistorico,
    $restaurando,
    restoreClicked,
    $documentoAtual,
  ]);
  return (
    <section className={styles.painel} aria-labelledby="historico-titulo">
      <h2 id="historico-titulo" className={styles.subtitle}>
        Histórico de versões
      </h2>
      {versoes === null ? (
        <p className={styles.muted}>{carregando ? 'Carregando o histórico…' : ''}</p>
      ) : versoes.length === 0 ? (
        <p className={styles.muted}>Nenhuma versão salva ainda.</p>
      ) : (
        <ol className={styles.versoes} data-testid="estudio-versoes">
          {versoes.map((v) => (
            <li key={v.versao} className={styles.versao} data-versao={v.versao}>
              <div className={styles.barra}>
                <strong>Versão {v.versao}</strong>
                {v.publicada ? <span className={styles.selo.positive}>No ar</span> : null}
                {v.versao === doc?.versaoAtual ? <span className={styles.selo.info}>Rascunho atual</span> : null}
                {v.restauradaDe !== null ? (
                  <span className={styles.selo.caution}>Restaurada da versão {v.restauradaDe}</span>
                ) : null}
              </div>
              <p className={styles.muted}>
                {v.autor} · {dataHora(v.salvo_em)}
                {v.publicadaEm ? ` · publicada em ${dataHora(v.publicadaEm)}` : ''}
              </p>
              {v.nota ? <p>“{v.nota}”</p> : null}
              {v.mudancas.length > 0 ? (
                <ul className={styles.mudancas} aria-label={`Mudanças da versão ${v.versao}`}>
                  {v.mudancas.map((m, i) => (
                    <li key={`${m.caminho}-${i}`}>
                      <strong>{MUDANCA[m.tipo]}:</strong> {m.descricao}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>Sem mudanças em relação à versão anterior.</p>
              )}
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={restaurando}
                  onClick={() => restaurar(v.versao)}
                  aria-label={`Restaurar como rascunho a versão ${v.versao}`}
                >
                  Restaurar como rascunho
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Ferramentas() {
  const [doc, sujo, erros, sintaxe, salvando, publicando, importando] = useUnit([
    $documentoAtual,
    $sujo,
    $errosEstudio,
    $erroSintaxeJson,
    $salvando,
    $publicando,
    $importando,
  ]);
  const [salvar, publicar, exportar, importar, recarregar] = useUnit([
    saveClicked,
    publishClicked,
    exportClicked,
    importChosen,
    reloadClicked,
  ]);
  const [nota, setNota] = useState('');
  const arquivo = useRef<HTMLInputElement>(null);
  const motivo = !doc
    ? null
    : sintaxe
      ? 'Corrija o JSON para salvar e publicar.'
      : sujo
        ? 'Salve o rascunho antes de publicar.'
        : erros.length > 0
          ? 'O rascunho tem erros: corrija-os para publicar.'
          : doc.versaoAtual === 0
            ? 'Salve uma primeira versão para publicar.'
            : doc.versaoPublicada === doc.versaoAtual
              ? 'Esta versão já está no ar.'
              : null;
  const lerArquivo = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (f) void f.text().then(importar);
  };
  return (
    <form
      className={styles.barra}
      aria-label="Salvar e publicar"
      onSubmit={(e) => {
        e.preventDefault();
        salvar({ nota });
        setNota('');
      }}
    >
      <div className={styles.nota}>
        <FormField
          label="Nota da versão"
          hint="Opcional: o que mudou (até 200 caracteres)."
          renderInput={(a11y) => (
            <input
              {...a11y}
              name="nota"
              maxLength={200}
              value={nota}
              onChange={(e) => setNota(e.currentTarget.value)}
            />
          )}
        />
      </div>
      <Button type="submit" disabled={!doc || salvando || sintaxe !== null}>
        {salvando ? 'Salvando…' : 'Salvar rascunho'}
      </Button>
      <Button
        variant="secondary"
        disabled={!doc || publicando || motivo !== null}
        onClick={() => publicar()}
        aria-describedby={motivo ? 'publicar-motivo' : undefined}
      >
        {publicando ? 'Publicando…' : 'Publicar'}
      </Button>
      <Button variant="ghost" disabled={!doc} onClick={() => recarregar()}>
        Recarregar
      </Button>
      <Button variant="ghost" onClick={() => exportar()}>
        Exportar documentos
      </Button>
      <Button variant="ghost" disabled={importando} onClick={() => arquivo.current?.click()}>
        {importando ? 'Importando…' : 'Importar documentos'}
      </Button>
      <input
        ref={arquivo}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="Arquivo de documentos para importar"
        onChange={lerArquivo}
      />
      {motivo ? (
        <p id="publicar-motivo" className={styles.muted}>
          {motivo}
        </p>
      ) : null}
    </form>
  );
}

function ResumoErros() {
  const erros = useUnit($errosEstudio);
  if (erros.length === 0) return null;
  return (
    <Message tone="caution" role="status">
      {erros.length === 1 ? '1 erro' : `${erros.length} erros`} no rascunho: ele pode ser salvo, mas não publicado.{' '}
      {erros
        .slice(0, 5)
        .map((e) => `${e.caminho}: ${e.mensagem}`)
        .join(' · ')}
    </Message>
  );
}

function Estudio() {
  const [tipo, escolher, doc, carregando, erroCarregar, mensagem, sujo, abrirHistorico, fornecedor, base] = useUnit([
    $tipoEstudio,
    documentTypeChosen,
    $documentoAtual,
    $carregandoEstudio,
    $erroCarregarEstudio,
    $mensagemEstudio,
    $sujo,
    historyOpened,
    $fornecedor,
    $rotaBase,
  ]);
  const [abrir, fornecerBlocos, escolhida] = useUnit([studioOpened, studioBlocksProvided, $chosenList]);
  const [modo, setModo] = useState<'formulario' | 'json'>('formulario');
  const [historico, setHistorico] = useState(false);
  useEffect(() => {
    // The full layout schema, each block's place and the server's migrations (the browser's own
    // rules check only the envelope, and give an older draft's new pages no blocks).
    fornecerBlocos({
      schema: layoutSchema,
      blocks: blockSchemas,
      migrations: layoutMigrationsLoja,
    });
    abrir();
  }, [abrir, fornecerBlocos]);
  return (
    <section className={styles.page} aria-labelledby="estudio-titulo">
      <div>
        <h1 id="estudio-titulo" className={styles.title}>
          Estúdio da loja
        </h1>
        <p className={styles.muted}>
          {fornecedor?.nome} · <Link to={`${base}/`}>Ver a loja</Link> ·{' '}
          <Link to={`${base}/painel`}>Painel de pedidos</Link>
        </p>
      </div>
      <div className={styles.tabs} role="tablist" aria-label="Documento">
        {TIPOS_ESTUDIO.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`aba-${t}`}
            aria-controls="estudio-aba"
            aria-selected={t === tipo}
            tabIndex={t === tipo ? 0 : -1}
            className={styles.tab}
            onClick={() => escolher(t)}
            onKeyDown={(e) => {
              const i = TIPOS_ESTUDIO.indexOf(tipo);
              const proxima =
                e.key === 'ArrowRight'
                  ? TIPOS_ESTUDIO[(i + 1) % TIPOS_ESTUDIO.length]
                  : e.key === 'ArrowLeft'
                    ? TIPOS_ESTUDIO[(i + TIPOS_ESTUDIO.length - 1) % TIPOS_ESTUDIO.length]
                    : undefined;
              if (proxima) {
                e.preventDefault();
                escolher(proxima);
                document.getElementById(`aba-${proxima}`)?.focus();
              }
            }}
          >
            {ABAS[t]}
          </button>
        ))}
      </div>
      <div
        id="estudio-aba"
        role="tabpanel"
        aria-labelledby={`aba-${tipo}`}
        className={styles.page}
        style={{ padding: 0 }}
      >
        {erroCarregar ? (
          <Message tone="critical" role="alert">
            {erroCarregar}
          </Message>
        ) : null}
        {mensagem ? (
          <Message
            tone={mensagem.tom}
            role={mensagem.tom === 'critical' ? 'alert' : 'status'}
            data-testid="estudio-mensagem"
            style={{ whiteSpace: 'pre-line' }}
          >
            {mensagem.texto}
          </Message>
        ) : null}
        {doc ? (
          <>
            <p className={styles.muted} data-testid="estudio-versao">
              Rascunho: {doc.versaoAtual === 0 ? 'nunca salvo' : `versão ${doc.versaoAtual}`} · No ar:{' '}
              {doc.versaoPublicada === null
                ? 'nada publicado ainda (a loja usa o padrão)'
                : `versão ${doc.versaoPublicada}`}
              {sujo ? ' · alterações não salvas' : ''}
            </p>
            <Ferramentas />
            <ResumoErros />
            <div className={styles.barra}>
              {tipo === 'layout' ? <SeletorDeLista /> : null}
              <div className={styles.acoes} role="group" aria-label="Editar com">
                <Button
                  size="sm"
                  variant={modo === 'formulario' ? 'primary' : 'secondary'}
                  aria-pressed={modo === 'formulario'}
                  onClick={() => setModo('formulario')}
                >
                  Formulário
                </Button>
                <Button
                  size="sm"
                  variant={modo === 'json' ? 'primary' : 'secondary'}
                  aria-pressed={modo === 'json'}
                  onClick={() => setModo('json')}
                >
                  JSON
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-expanded={historico}
                  onClick={() => {
                    if (!historico) abrirHistorico();
                    setHistorico(!historico);
                  }}
                >
                  {historico ? 'Fechar histórico' : 'Histórico'}
                </Button>
              </div>
            </div>
            {historico ? <Historico /> : null}
            <div className={styles.grade}>
              <div className={styles.page} style={{ padding: 0 }}>
                {modo === 'json' ? (
                  <VisaoJson />
                ) : tipo === 'layout' ? (
                  <>
                    <ArvoreLayout chave={escolhida.chave} nomeLista={escolhida.nome} />
                    <FormularioBloco />
                  </>
                ) : tipo === 'menu' ? (
                  <EditorMenu />
                ) : tipo === 'features' ? (
                  <EditorFeatures />
                ) : (
                  <EditorTema />
                )}
              </div>
              <PreviaHost pagina={escolhida.pagina} />
            </div>
          </>
        ) : erroCarregar ? null : (
          <StatusScreen titulo="Carregando o estúdio…" carregando={carregando} />
        )}
      </div>
    </section>
  );
}

export default function EstudioPage() {
  const [equipe, atendente, base] = useUnit([$ehEquipe, $ehAtendente, $rotaBase]);
  if (!equipe) {
    return (
      <LoginEquipe
        titulo="Estúdio da loja"
        aviso="O estúdio da loja é só para os administradores da loja. Entre com a sua conta da equipe."
        botao="Entrar no estúdio"
      />
    );
  }
  if (atendente) {
    return (
      <StatusScreen
        titulo="Acesso negado: o estúdio da loja é só para os administradores desta loja."
        acao={<Link to={`${base}/painel`}>Voltar ao painel de pedidos</Link>}
      />
    );
  }
  return <Estudio />;
}
