/**
 * `/{slug}/painel/produtos` (issue 11): the supplier's admin finds a product by name or number
 * and replaces its picture with a file (checked and re-encoded by the server), or goes back to
 * the drawn one. Part of the desk's lazy chunk. The server answers only an admin of the shop;
 * an attendant sees why the screen is not for them.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  $buscaProdutos,
  $carregandoProdutos,
  $ehAdminLoja,
  $erroProdutos,
  $mensagemProduto,
  $produtoOcupado,
  $produtosAdmin,
  $temMaisProdutos,
  $totalProdutosAdmin,
  produtoSearchApplied,
  moreProdutosRequested,
  imageChosen,
  defaultImageRequested,
  produtosAdminShown,
  TIPOS_IMAGEM,
  type ProdutoAdmin,
} from '#engine/model/produtos-admin';
import { $rotaBase } from '#engine/model/supplier';
import { Button, ButtonLink } from '#ui/button';
import { FileField } from '#ui/file-field';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import { useHydrated } from '#ui/use-hydrated';
import { ListaPaginada } from './lista-paginada';
import * as pedidos from '#features/orders/orders.css';
import * as styles from './painel.css';

const dataCurta = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

function Produto({ produto }: { produto: ProdutoAdmin }) {
  const [mensagem, ocupado, escolher, padrao] = useUnit([
    $mensagemProduto,
    $produtoOcupado,
    imageChosen,
    defaultImageRequested,
  ]);
  const hydrated = useHydrated();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const enviando = ocupado === produto.id;
  const enviar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    escolher({ id: produto.id, arquivo });
  };
  const titulo = `produto-${produto.id}-nome`;
  return (
    <li className={styles.produto} data-produto={produto.id} aria-labelledby={titulo}>
      <img
        className={styles.produtoImagem}
        src={produto.imagem.replace('.webp', '-150.webp')}
        width={120}
        height={120}
        alt=""
        loading="lazy"
      />
      <div className={styles.produtoCorpo}>
        <h2 id={titulo} className={styles.produtoNome}>
          {produto.nome}
        </h2>
        <p className={pedidos.muted}>
          nº {produto.id} · {produto.categoria}
          {produto.ativo ? '' : ' · inativo'}
        </p>
        <p className={pedidos.muted} data-testid="imagem-origem">
          {produto.imagemEnviada
            ? `Imagem enviada em ${dataCurta(produto.imagemEnviada.enviadoEm)} (${produto.imagemEnviada.largura} × ${produto.imagemEnviada.altura} px)`
            : 'Imagem padrão da loja'}
        </p>
        <form className={styles.filtros} onSubmit={enviar} aria-label={`Trocar a imagem de ${produto.nome}`}>
          <div className={styles.campo}>
            <FileField
              label="Nova imagem (JPEG, PNG, WebP, AVIF ou GIF, até 8 MB)"
              name="imagem"
              accept={TIPOS_IMAGEM.join(',')}
              disabled={!hydrated}
              onFile={setArquivo}
            />
          </div>
          <Button type="submit" disabled={enviando || !hydrated}>
            {enviando ? 'Enviando…' : 'Enviar imagem'}
          </Button>
          {produto.imagemEnviada ? (
            <Button
              type="button"
              variant="secondary"
              disabled={enviando || !hydrated}
              onClick={() => padrao(produto.id)}
            >
              Voltar à imagem padrão
            </Button>
          ) : null}
        </form>
        {mensagem?.id === produto.id ? (
          <Message tone={mensagem.tom} role={mensagem.tom === 'critical' ? 'alert' : 'status'}>
            {mensagem.texto}
          </Message>
        ) : null}
      </div>
    </li>
  );
}

export function ProdutosImagens() {
  const [admin, lista, total, temMais, carregando, erro, buscaAtual, base] = useUnit([
    $ehAdminLoja,
    $produtosAdmin,
    $totalProdutosAdmin,
    $temMaisProdutos,
    $carregandoProdutos,
    $erroProdutos,
    $buscaProdutos,
    $rotaBase,
  ]);
  const [mostrar, buscar, mais] = useUnit([produtosAdminShown, produtoSearchApplied, moreProdutosRequested]);
  const hydrated = useHydrated();
  const [busca, setBusca] = useState(buscaAtual);
  useEffect(() => {
    mostrar();
  }, [mostrar]);
  if (!admin) {
    return (
      <StatusScreen
        titulo="As imagens dos produtos são só para os administradores da loja."
        acao={<ButtonLink to={`${base}/painel`}>Voltar ao painel</ButtonLink>}
      />
    );
  }
  const enviar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    buscar(busca);
  };
  return (
    <section className={pedidos.page} aria-labelledby="produtos-titulo">
      <h1 id="produtos-titulo" className={pedidos.title}>
        Imagens dos produtos
      </h1>
      <p className={pedidos.muted}>
        A imagem enviada substitui a imagem padrão na loja, em todos os tamanhos. Ela é convertida para WebP, sem os
        dados do arquivo (câmera, localização).
      </p>
      <form className={styles.filtros} onSubmit={enviar} role="search" aria-label="Buscar nos produtos da loja">
        <div className={styles.campo}>
          <FormField
            label="Buscar produto"
            hint="Nome ou número do produto"
            // Disabled until hydrated: what is typed before would be dropped by the hydration.
            renderInput={(a11y) => (
              <input
                {...a11y}
                type="search"
                name="busca"
                maxLength={80}
                disabled={!hydrated}
                value={busca}
                onChange={(e) => setBusca(e.currentTarget.value)}
              />
            )}
          />
        </div>
        <Button type="submit" disabled={!hydrated}>
          Buscar
        </Button>
      </form>
      <ListaPaginada
        lista={lista}
        total={total}
        erro={erro}
        carregando={carregando}
        temMais={temMais}
        podeCarregar={hydrated}
        mais={mais}
        textos={{
          carregando: 'Carregando produtos…',
          vazio: 'Nenhum produto encontrado.',
          contagem: (n) => (n === 1 ? '1 produto' : `${n} produtos`),
        }}
      >
        {(itens) => (
          <ul className={styles.produtos} data-testid="painel-produtos">
            {itens.map((p) => (
              <Produto key={p.id} produto={p} />
            ))}
          </ul>
        )}
      </ListaPaginada>
    </section>
  );
}
