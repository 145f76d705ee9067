import { style, styleVariants } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

export const page = style({
  width: '100%',
  maxWidth: 1600,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md}`,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.secondaryDark });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.secondaryDark });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const tab = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: -2,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      borderBottomColor: vars.color.secondary,
      fontWeight: 700,
      color: vars.color.secondaryDark,
    },
  },
  // The four tabs on one line on a phone.
  '@media': { 'screen and (max-width: 480px)': { padding: `0 ${vars.space.sm}` } },
});

export const barra = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const nota = style({ flex: '1 1 16rem', minWidth: 0 });

/** Editor beside the preview from 1100 px; one column below. */
export const grade = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(22rem, 30rem) minmax(0, 1fr)' } },
});

export const painel = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const arvore = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const filhos = style({
  listStyle: 'none',
  margin: `${vars.space.xxs} 0 0`,
  padding: `0 0 0 ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  borderLeft: `2px dashed ${vars.color.border}`,
});

export const linha = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const alca = style({
  minWidth: 44,
  minHeight: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'grab',
  touchAction: 'none',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
});

export const no = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  textAlign: 'left',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.secondary,
      boxShadow: `inset 0 0 0 2px ${vars.color.secondary}`,
      fontWeight: 700,
    },
  },
});

export const noId = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icone = style({ flex: '0 0 auto', width: 24, height: 24, color: vars.color.secondary });

export const acoes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const resumo = style({
  cursor: 'pointer',
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  color: vars.color.secondaryDark,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
});

export const catalogo = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.xs,
});

export const bloco = style({
  width: '100%',
  height: '100%',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  alignItems: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
});

export const blocoNome = style({ fontWeight: 700, fontSize: vars.fontSize.md });

export const campos = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legenda = style({
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  color: vars.color.secondaryDark,
  padding: 0,
  marginBottom: vars.space.xs,
});

export const cor = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const amostra = style({
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'none',
});

export const erroCampo = style({ margin: 0, color: tones.critical.foreground, fontSize: vars.fontSize.sm });

export const listaErros = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  color: tones.critical.foreground,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const caminho = style({ fontFamily: 'ui-monospace, monospace' });

export const json = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minHeight: 320,
  maxHeight: '70vh',
  overflow: 'auto',
  fontSize: vars.fontSize.sm,
});

/** The preview stays in view beside the editor (wide screens). */
export const colunaPrevia = style({
  '@media': { 'screen and (min-width: 1100px)': { position: 'sticky', top: vars.space.sm } },
});

export const previaMoldura = style({
  width: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const previa = style({ display: 'block', border: 'none', background: '#ffffff', transformOrigin: '0 0' });

export const versoes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const versao = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const mudancas = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });

const seloBase = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const selo = styleVariants({
  positive: [seloBase, { background: tones.positive.background, color: tones.positive.foreground }],
  info: [seloBase, { background: tones.info.background, color: tones.info.foreground }],
  caution: [seloBase, { background: tones.caution.background, color: tones.caution.foreground }],
});

export const temaAmostra = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const erroBloco = style({
  margin: `${vars.space.sm} 0`,
  padding: vars.space.md,
  border: `2px dashed ${tones.critical.foreground}`,
  borderRadius: vars.radius.md,
  background: tones.critical.background,
  color: tones.critical.foreground,
  fontWeight: 600,
  whiteSpace: 'pre-line',
});

export const tabela = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const celula = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

/** The product picker: the choice, the search box, the results. */
export const seletor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sugestoes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  alignItems: 'flex-start',
});

/** The preview's blocks of a page whose Frame did not show them (an empty cart…), under its note. */
export const previaSemMoldura = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '72rem',
  margin: `${vars.space.md} auto`,
  padding: `0 ${vars.space.md}`,
});

/** The name of a block in that list (it may render nothing with this data). */
export const previaBlocoNome = style({
  margin: `0 0 ${vars.space.xxs}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderTop: `1px dashed ${vars.color.border}`,
  paddingTop: vars.space.xxs,
});
