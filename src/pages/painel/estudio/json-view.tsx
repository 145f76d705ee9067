/**
 * The JSON view of the current document (CodeMirror 6 with lang-json): for people who prefer
 * text. A lint shows the errors in pt-BR at their JSON path (a JSON syntax error, the zod
 * errors of the very schemas the server validates with, and those of the emitted JSON Schema the
 * server names in `jsonSchemaUrl`, checked by @cfworker/json-schema); the text and the other views stay in
 * sync (what is typed becomes the draft 150 ms after the last key, when it parses; a change made
 * in the tree or the form replaces the text).
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, syntaxTree } from '@codemirror/language';
import { forceLinting, linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import {
  $documentoAtual,
  $draftLayoutRules,
  $erroSintaxeJson,
  $esquemasJson,
  $tipoEstudio,
  errosDoRascunho,
  jsonSyntaxChecked,
  draftChanged,
  type TipoEstudio,
} from '#engine/model/estudio';
import * as styles from './estudio.css';

/** 'pages.home[0].props.titulo' → ['pages', 'home', 0, 'props', 'titulo']. */
export function segmentosDoCaminho(caminho: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /([A-Za-z_$][\w$-]*)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g;
  for (const m of caminho.matchAll(re)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else if (m[3] !== undefined) out.push(JSON.parse(`"${m[3]}"`) as string);
  }
  return out;
}

/** A node of the JSON syntax tree (the type comes through @codemirror/language). */
type SyntaxNode = ReturnType<typeof syntaxTree>['topNode'];

const VALORES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

function filhos(no: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = no.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
}

/** Where a JSON path sits in the text (the deepest part of it that exists), first line only. */
export function posicaoDoCaminho(state: EditorState, caminho: string): { from: number; to: number } {
  const texto = state.doc.toString();
  let no: SyntaxNode | null = filhos(syntaxTree(state).topNode).find((c) => VALORES.has(c.name)) ?? null;
  let alvo = no ? { from: no.from, to: no.to } : { from: 0, to: Math.min(1, texto.length) };
  for (const seg of caminho === '(documento)' ? [] : segmentosDoCaminho(caminho)) {
    if (!no) break;
    let proximo: SyntaxNode | null = null;
    if (typeof seg === 'string' && no.name === 'Object') {
      for (const prop of filhos(no).filter((c) => c.name === 'Property')) {
        const partes = filhos(prop);
        const nome = partes.find((c) => c.name === 'PropertyName');
        let chave: unknown = null;
        try {
          chave = nome ? JSON.parse(texto.slice(nome.from, nome.to)) : null;
        } catch {
          chave = null;
        }
        if (chave === seg) {
          proximo = partes.find((c) => VALORES.has(c.name)) ?? null;
          alvo = { from: nome!.from, to: (proximo ?? nome!).to };
          break;
        }
      }
    } else if (typeof seg === 'number' && no.name === 'Array') {
      proximo = filhos(no).filter((c) => VALORES.has(c.name))[seg] ?? null;
      if (proximo) alvo = { from: proximo.from, to: proximo.to };
    }
    if (!proximo) break;
    no = proximo;
  }
  const linha = state.doc.lineAt(alvo.from);
  return { from: alvo.from, to: Math.max(alvo.from + 1, Math.min(alvo.to, linha.to)) };
}

/** JSON.parse's complaint, in pt-BR, with where it happened. */
export function erroDeSintaxe(texto: string): { mensagem: string; posicao: number } | null {
  try {
    JSON.parse(texto);
    return null;
  } catch (e) {
    const m = /position (\d+)/.exec(e instanceof Error ? e.message : '');
    const posicao = m ? Number(m[1]) : texto.length;
    return { mensagem: `JSON inválido perto do caractere ${posicao + 1}: confira vírgulas, aspas e chaves.`, posicao };
  }
}

function diagnosticos(
  view: EditorView,
  tipo: TipoEstudio,
  regras: { schema: Parameters<typeof errosDoRascunho>[2]; migrations?: Parameters<typeof errosDoRascunho>[5] } | null,
  esquemaJson: object | undefined,
): Diagnostic[] {
  const texto = view.state.doc.toString();
  const sintaxe = erroDeSintaxe(texto);
  if (sintaxe) {
    const from = Math.min(sintaxe.posicao, Math.max(0, texto.length - 1));
    return [{ from, to: Math.min(texto.length, from + 1), severity: 'error', message: sintaxe.mensagem }];
  }
  // The zod check and the emitted JSON Schema's (the tema's zod errors are the server's, of the
  // saved version: their paths may no longer match the text, so only the JSON Schema's here).
  return errosDoRascunho(tipo, JSON.parse(texto), regras?.schema ?? null, esquemaJson, [], regras?.migrations).map(
    (e) => ({
      ...posicaoDoCaminho(view.state, e.caminho),
      severity: 'error' as const,
      message: `${e.caminho}: ${e.mensagem}`,
    }),
  );
}

const texto = (doc: unknown) => JSON.stringify(doc, null, 2);

export function VisaoJson() {
  const [documento, tipo, sintaxe, alterar, marcarSintaxe, regras, esquemas] = useUnit([
    $documentoAtual,
    $tipoEstudio,
    $erroSintaxeJson,
    draftChanged,
    jsonSyntaxChecked,
    $draftLayoutRules,
    $esquemasJson,
  ]);
  const caixa = useRef<HTMLDivElement>(null);
  const vista = useRef<EditorView | null>(null);
  const esquemaJson = documento ? esquemas[documento.jsonSchemaUrl] : undefined;
  const atual = useRef({ tipo, alterar, marcarSintaxe, regras, esquemaJson });
  atual.current = { tipo, alterar, marcarSintaxe, regras, esquemaJson };
  const rascunho = documento?.rascunho;

  useEffect(() => {
    if (!caixa.current) return;
    let espera: ReturnType<typeof setTimeout> | undefined;
    const view = new EditorView({
      parent: caixa.current,
      state: EditorState.create({
        doc: texto(rascunho),
        extensions: [
          lineNumbers(),
          foldGutter(),
          history(),
          bracketMatching(),
          highlightActiveLine(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          json(),
          lintGutter(),
          linter((v) => diagnosticos(v, atual.current.tipo, atual.current.regras, atual.current.esquemaJson), {
            delay: 150,
          }),
          EditorView.contentAttributes.of({ 'aria-label': 'Documento em JSON', 'aria-describedby': 'json-ajuda' }),
          EditorView.updateListener.of((u) => {
            if (!u.docChanged) return;
            clearTimeout(espera);
            espera = setTimeout(() => {
              const t = u.view.state.doc.toString();
              const erro = erroDeSintaxe(t);
              atual.current.marcarSintaxe(erro?.mensagem ?? null);
              if (!erro) atual.current.alterar({ tipo: atual.current.tipo, documento: JSON.parse(t) });
            }, 150);
          }),
        ],
      }),
    });
    vista.current = view;
    return () => {
      clearTimeout(espera);
      view.destroy();
      vista.current = null;
    };
    // The editor is made once per document type; the draft reaches it through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tipo]);

  // The JSON Schema arrives after the document: lint again with it.
  useEffect(() => {
    if (vista.current && esquemaJson) forceLinting(vista.current);
  }, [esquemaJson]);

  // A change made elsewhere (the tree, the form, a load): the text follows.
  useEffect(() => {
    const view = vista.current;
    if (!view) return;
    const agora = view.state.doc.toString();
    let igual = false;
    try {
      igual = JSON.stringify(JSON.parse(agora)) === JSON.stringify(rascunho);
    } catch {
      igual = false;
    }
    if (!igual && erroDeSintaxe(agora) === null)
      view.dispatch({ changes: { from: 0, to: agora.length, insert: texto(rascunho) } });
  }, [rascunho]);

  return (
    <div>
      <p id="json-ajuda" className={styles.muted}>
        O documento inteiro em JSON. Os erros aparecem sublinhados, em português, no lugar onde estão; passe o mouse ou
        o cursor sobre eles.
        {documento?.jsonSchemaUrl ? (
          <>
            {' '}
            <a href={documento.jsonSchemaUrl} target="_blank" rel="noreferrer">
              JSON Schema desta versão
            </a>
            .
          </>
        ) : null}
      </p>
      {sintaxe ? (
        <p className={styles.erroCampo} role="alert">
          {sintaxe}
        </p>
      ) : null}
      <div ref={caixa} className={styles.json} data-testid="estudio-json" />
    </div>
  );
}
