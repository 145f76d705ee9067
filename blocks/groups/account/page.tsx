/**
 * The account group's page chunk (`minha-conta` and its screens, `usuarios`, `enderecos`,
 * `cupons`, `assinaturas`, `faturas`, `trocar-cliente`, `lojas`, and the lists group's `listas` and `lista`):
 * its blocks (`registry`) and `Frame`, the page-level part
 * around the rendered layout of each page type: the page's one h1, the login an anonymous visitor
 * is asked for, and the loading and error states of a page's list. The blocks inside render for a
 * logged-in user only where the frame requires one.
 *
 * The blocks of each page type are in a part of their own (./parts.ts), loaded by `prepare` before
 * the page renders, so a page does not carry every account screen's code.
 *
 * Who loads on open: the addresses, the coupons and the users are prepared before the page renders
 * (src/app/route-models.ts, on the server and again in the browser before hydrating), so the
 * server's HTML lists them. A block whose content loaded data changes (the addresses, the coupons,
 * the clients, the stores) also asks for it itself, in its own effect (a navigation here, or a
 * list that changed since). The page hydrates as one unit (engine/layout/renderer.tsx gives a block
 * no Suspense boundary of its own unless it is lazy), so a load started on mount lands once every
 * block is live. The frame loads what only it shows ('Usuários' waits for the list before
 * rendering its blocks) and resets the account form's message.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { usePageTypeTitle } from '#features/page-title/page-type';
import { accountPageShown } from '#engine/model/account';
import { $erroLista as $erroEnderecos } from '#engine/model/addresses';
import { $invoicesError, invoicesPageShown } from '#engine/model/invoices';
import { $erroLista as $erroUsuarios, $listaUsuarios, usersPageShown } from '#engine/model/linked-users';
import { rotas } from '#engine/model/navigation';
import { $session, $usuario } from '#engine/model/session';
import type { UsuarioSessao } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import { ButtonLink } from '#ui/button';
import { EmptyState, ErrorState, PageFrame } from '#ui/page';
import { LoginForm } from '#features/login/login-form';
import type { BlockRegistry } from '#engine/layout/renderer';
import type { PageTypeName } from '#schemas/page-types';
import { ListsFrame } from '../lists/frame';
import { accountPartOf, type AccountPart } from '#engine/rules/account-parts';
import * as styles from './page.css';

/** Each part's module (./parts.ts): a static import() each, so Vite splits them. */
const PARTS: Record<AccountPart, () => Promise<{ blocks: BlockRegistry }>> = {
  profile: () => import('./parts/profile'),
  users: () => import('./parts/users'),
  addresses: () => import('./parts/addresses'),
  coupons: () => import('./parts/coupons'),
  subscriptions: () => import('./parts/subscriptions'),
  invoices: () => import('./parts/invoices'),
  clients: () => import('./parts/clients'),
  stores: () => import('./parts/stores'),
  lists: () => import('./parts/lists'),
};

/**
 * The blocks of the page types prepared so far (a block sits only on its own page types): a new
 * object after each part, so whoever keeps a registry made from it (src/app/layout-page.tsx, by its
 * identity) makes it again.
 */
export let registry: BlockRegistry = {};

/**
 * Loads the blocks of `pageType`'s part into `registry`, before the page renders. The registry is
 * read after the part has arrived: two pages prepared at once (the studio's preview switching
 * pages, a quick navigation) each keep the other's blocks. Read before the wait, the part that
 * arrived last dropped the first one's ('bloco desconhecido "address-book"').
 */
export async function prepare(pageType: PageTypeName): Promise<void> {
  const part = accountPartOf(pageType);
  if (!part) return;
  const { blocks } = await PARTS[part]();
  const current = registry;
  if (Object.entries(blocks).every(([type, block]) => current[type] === block)) return;
  registry = { ...current, ...blocks };
}

/** What an anonymous visitor gets under the page's h1: why to log in, and the login form (the page reloads here after it). */
function LoginFrame({
  titulo,
  tituloId,
  texto,
  largura,
}: {
  titulo: string;
  tituloId: string;
  texto: string;
  largura: 'wide' | 'narrow';
}) {
  return (
    <PageFrame titulo={titulo} tituloId={tituloId} lead={texto} largura={largura}>
      <LoginForm onDone={() => undefined} />
    </PageFrame>
  );
}

/** A list that could not be loaded (the server's message, e.g. a 403) and the way back to 'Minha conta'. */
function ListError({ erro }: { erro: string }) {
  const base = useUnit($rotaBase);
  return (
    <>
      <ErrorState titulo={erro} inline />
      <div>
        <ButtonLink to={rotas.minhaConta(base)} variant="secondary">
          Voltar para Minha conta
        </ButtonLink>
      </div>
    </>
  );
}

/** 'Minha conta', 'Alterar dados' and 'Alterar e-mail e senha': one h1, the form's message reset on open. */
function AccountFrame({ children }: { children: ReactNode }) {
  const [usuario, shown] = useUnit([$usuario, accountPageShown]);
  useEffect(() => {
    shown();
  }, [shown]);
  const titulo = 'Minha conta';
  if (!usuario) {
    return (
      <LoginFrame
        titulo={titulo}
        tituloId="conta-titulo"
        texto="Entre para ver e alterar os dados da sua conta."
        largura="narrow"
      />
    );
  }
  return (
    <PageFrame titulo={titulo} tituloId="conta-titulo" largura="narrow">
      {children}
    </PageFrame>
  );
}

/** 'Usuários': the client's users (prepared before render); the server refuses anyone but the principal user (403). */
function UsersFrame({ children }: { children: ReactNode }) {
  const [usuario, shown, erro, lista] = useUnit([$usuario, usersPageShown, $erroUsuarios, $listaUsuarios]);
  const idusuario = usuario?.idusuario;
  useEffect(() => {
    shown();
  }, [shown, idusuario]);
  const titulo = 'Usuários';
  if (!usuario) {
    return (
      <LoginFrame
        titulo={titulo}
        tituloId="usuarios-titulo"
        texto="Entre para gerenciar os usuários da sua empresa."
        largura="wide"
      />
    );
  }
  return (
    <PageFrame titulo={titulo} tituloId="usuarios-titulo">
      {erro ? <ListError erro={erro} /> : lista ? children : <p className={styles.muted}>Carregando usuários…</p>}
    </PageFrame>
  );
}

/** 'Meus endereços': the addresses of the client the session acts for (prepared before render). */
function AddressesFrame({ children }: { children: ReactNode }) {
  const [usuario, erro, base] = useUnit([$usuario, $erroEnderecos, $rotaBase]);
  const titulo = 'Meus endereços';
  if (!usuario) {
    return (
      <LoginFrame
        titulo={titulo}
        tituloId="enderecos-titulo"
        texto="Entre para ver e cadastrar os seus endereços."
        largura="wide"
      />
    );
  }
  const lead = (
    <>
      Onde você recebe os seus pedidos. O endereço principal é o escolhido primeiro na compra.{' '}
      <Link to={rotas.minhaConta(base)}>Voltar para Minha conta</Link>
    </>
  );
  return (
    <PageFrame titulo={titulo} tituloId="enderecos-titulo" lead={lead}>
      {erro ? <ListError erro={erro} /> : children}
    </PageFrame>
  );
}

/** 'Cupons': a visitor who is not a client is sent to the login page; the frame renders on the server from the session's cookies. */
function CouponsFrame({ children }: { children: ReactNode }) {
  const [session, base] = useUnit([$session, $rotaBase]);
  const cliente = session.authenticated && session.idcliente > 0;
  if (!cliente) {
    return (
      <EmptyState
        titulo="Cupons"
        texto="Entre na sua conta para ver os seus cupons de desconto."
        acao={<ButtonLink to={rotas.login(base)}>Entrar</ButtonLink>}
      />
    );
  }
  return (
    <PageFrame titulo="Cupons" tituloId="cupons-titulo">
      {children}
    </PageFrame>
  );
}

/** 'Minhas assinaturas': a visitor who is not a client is asked to log in; the frame renders on the server from the session's cookies. */
function SubscriptionsFrame({ children }: { children: ReactNode }) {
  const [session, base] = useUnit([$session, $rotaBase]);
  const cliente = session.authenticated && session.idcliente > 0;
  if (!cliente) {
    return (
      <EmptyState
        titulo="Minhas assinaturas"
        texto="Entre na sua conta para ver e cancelar as suas assinaturas."
        acao={<ButtonLink to={rotas.login(base)}>Entrar</ButtonLink>}
      />
    );
  }
  return (
    <PageFrame titulo="Minhas assinaturas" tituloId="assinaturas-titulo">
      {children}
    </PageFrame>
  );
}

/**
 * 'Faturas': the credit limit and titles of the client the session acts for (prepared by the
 * server before render, src/app/route-models.ts; asked here after a client-side navigation).
 */
function InvoicesFrame({ children }: { children: ReactNode }) {
  const [session, erro, base, shown] = useUnit([$session, $invoicesError, $rotaBase, invoicesPageShown]);
  const cliente = session.authenticated && session.idcliente > 0;
  useEffect(() => {
    if (cliente) shown();
  }, [cliente, shown, session.idcliente]);
  const titulo = 'Faturas';
  if (!cliente) {
    return (
      <LoginFrame
        titulo={titulo}
        tituloId="faturas-titulo"
        texto="Entre para ver o seu limite de crédito, os seus títulos e os boletos."
        largura="wide"
      />
    );
  }
  const lead = (
    <>
      O seu limite de crédito e os títulos das compras a prazo.{' '}
      <Link to={rotas.minhaConta(base)}>Voltar para Minha conta</Link>
    </>
  );
  return (
    <PageFrame titulo={titulo} tituloId="faturas-titulo" lead={lead}>
      {erro ? <ListError erro={erro} /> : children}
    </PageFrame>
  );
}

/** Roles that act for a client they choose. */
const PAPEIS_QUE_ESCOLHEM: readonly UsuarioSessao['papel'][] = ['representante', 'usuario_vinculado', 'cliente'];

/** 'Trocar cliente': a representative's clients, or a linked user's linked clients. */
function SwitchClientFrame({ children }: { children: ReactNode }) {
  const usuario = useUnit($usuario);
  const titulo = usuario?.papel === 'representante' ? 'Escolher cliente' : 'Escolher cliente vinculado';
  if (!usuario) {
    return (
      <LoginFrame
        titulo={titulo}
        tituloId="trocar-cliente-titulo"
        texto="Entre para escolher o cliente."
        largura="wide"
      />
    );
  }
  if (!PAPEIS_QUE_ESCOLHEM.includes(usuario.papel)) {
    return (
      <PageFrame
        titulo={titulo}
        tituloId="trocar-cliente-titulo"
        lead="Apenas representantes e usuários vinculados escolhem um cliente."
      />
    );
  }
  return (
    <PageFrame titulo={titulo} tituloId="trocar-cliente-titulo">
      {children}
    </PageFrame>
  );
}

/** 'Escolha a loja': open to anyone; a logged-in client's addresses load too. */
function StoresFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame titulo="Escolha a loja" tituloId="lojas-titulo">
      {children}
    </PageFrame>
  );
}

export function Frame({ pageType, children }: PageFrameProps) {
  usePageTypeTitle(pageType);
  switch (pageType) {
    case 'usuarios':
      return <UsersFrame>{children}</UsersFrame>;
    case 'enderecos':
      return <AddressesFrame>{children}</AddressesFrame>;
    case 'cupons':
      return <CouponsFrame>{children}</CouponsFrame>;
    case 'assinaturas':
      return <SubscriptionsFrame>{children}</SubscriptionsFrame>;
    case 'faturas':
      return <InvoicesFrame>{children}</InvoicesFrame>;
    case 'trocar-cliente':
      return <SwitchClientFrame>{children}</SwitchClientFrame>;
    case 'lojas':
      return <StoresFrame>{children}</StoresFrame>;
    case 'listas':
    case 'lista':
      return <ListsFrame pageType={pageType}>{children}</ListsFrame>;
    default:
      // 'minha-conta', 'alterar-dados' and 'alterar-email-senha'.
      return <AccountFrame>{children}</AccountFrame>;
  }
}
