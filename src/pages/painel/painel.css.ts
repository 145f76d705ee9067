import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const filtros = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const campo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: '1 1 12rem',
});

export const tabela = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.md });

export const celula = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const numero = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Columns a phone does without (the date, the total): the number, client and status stay. */
export const larga = style({ '@media': { 'screen and (max-width: 640px)': { display: 'none' } } });

export const rolagem = style({ overflowX: 'auto' });

export const preco = style({
  width: '7.5rem',
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  textAlign: 'right',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const acoes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const cliente = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  overflowWrap: 'anywhere',
});

/** The NF-e access key in groups of four, wrapping between groups on a phone. */
export const chave = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  wordSpacing: '0.15em',
  overflowWrap: 'anywhere',
});

// The product pictures (produtos-imagens.tsx): one card per product, the picture beside its form.
export const produtos = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const produto = style({
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const produtoImagem = style({
  width: 120,
  height: 120,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: '#fff',
});
export const produtoCorpo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const produtoNome = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

/** The chat inbox: the conversations beside the open one (stacked on a phone). */
export const chatCaixa = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(240px, 340px) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { '(max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The open conversation's messages and reply, at a readable height. */
export const chatConversa = style({
  display: 'flex',
  flexDirection: 'column',
  height: 480,
  maxHeight: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
