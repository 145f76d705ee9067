/**
 * Carousels of the page: BANNER carousels are slide shows (prev/next, dots, auto-advance that
 * pauses on hover, on focus, with the pause button and under prefers-reduced-motion), PRODUTOS
 * carousels are a horizontal product rail.
 */
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BlockComponentProps } from '../../engine/layout/define-block';
import { $storefrontConfig } from '../../engine/model/app';
import { $carrosseis } from '../../engine/model/carousel';
import type { Carrossel } from '../../engine/model/types';
import { classifyLink } from '../../schemas/link';
import { visuallyHidden } from '../../themes/global.css';
import { withImageBase } from '../shared/image-url';
import { Button } from '../../ui/button';
import { ProductGrid } from '../../ui/product-grid';
import { cardCart } from '../shared/card-cart';
import { useProductCardContext } from '../shared/product-links';
import type { CarouselProps } from './schema';
import * as styles from './carousel.css';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return undefined;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

function SlideLink({ href, children }: { href: string | null; children: ReactNode }) {
  const link = href ? classifyLink(href) : null;
  if (!link || link.kind === 'inseguro') return <div className={styles.slideLink}>{children}</div>;
  if (link.kind === 'interno') {
    return (
      <Link to={link.path} className={styles.slideLink}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={styles.slideLink} rel="noopener noreferrer">
      {children}
    </a>
  );
}

export interface BannerCarouselProps {
  carrossel: Carrossel;
  autoAvancar: boolean;
  intervaloMs: number;
  imageBaseUrl: string;
  /** Milliseconds after mounting before it starts advancing (spec section 9: 10, plus 1000 per carousel before it). */
  inicioMs?: number;
}

export function BannerCarousel({ carrossel, autoAvancar, intervaloMs, imageBaseUrl, inicioMs = 0 }: BannerCarouselProps) {
  const slides = carrossel.banners;
  const total = slides.length;
  const [atual, setAtual] = useState(0);
  const [pausadoPeloUsuario, setPausadoPeloUsuario] = useState(false);
  const [emInteracao, setEmInteracao] = useState(false);
  // The start delay applies once: resuming after a pause or hover advances on the usual interval.
  const iniciou = useRef(false);
  const reduced = usePrefersReducedMotion();
  const labelId = useId();
  const rodando = autoAvancar && total > 1 && !pausadoPeloUsuario && !emInteracao && !reduced;

  useEffect(() => {
    if (!rodando) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const comecar = () => {
      iniciou.current = true;
      timer = setInterval(() => setAtual((i) => (i + 1) % total), intervaloMs);
    };
    const espera = iniciou.current ? 0 : inicioMs;
    const inicio = espera > 0 ? setTimeout(comecar, espera) : undefined;
    if (espera <= 0) comecar();
    return () => {
      clearTimeout(inicio);
      clearInterval(timer);
    };
  }, [rodando, intervaloMs, total, inicioMs]);

  if (total === 0) return null;
  const ir = (i: number) => setAtual(((i % total) + total) % total);

  return (
    <section
      className={styles.root}
      aria-roledescription="carrossel"
      aria-labelledby={labelId}
      onMouseEnter={() => setEmInteracao(true)}
      onMouseLeave={() => setEmInteracao(false)}
      onFocus={() => setEmInteracao(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setEmInteracao(false);
      }}
    >
      <h2 id={labelId} className={visuallyHidden}>
        {carrossel.titulo}
      </h2>
      <div className={styles.viewport} aria-live={rodando ? 'off' : 'polite'}>
        {slides.map((banner, i) => (
          <div
            key={`${banner.imagem}-${i}`}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} de ${total}: ${banner.titulo}`}
            hidden={i !== atual}
          >
            <SlideLink href={banner.link}>
              <img
                className={styles.slideImage}
                src={withImageBase(banner.imagem, imageBaseUrl)}
                alt={banner.titulo}
                width={1440}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              {/* The banner artwork carries its own text; the caption is for screen readers. */}
              {banner.subtitulo ? <span className={visuallyHidden}>{banner.subtitulo}</span> : null}
            </SlideLink>
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <Button variant="secondary" shape="circle" size="sm" aria-label="Slide anterior" onClick={() => ir(atual - 1)}>
            ‹
          </Button>
          <ul className={styles.dots}>
            {slides.map((banner, i) => (
              <li key={`${banner.imagem}-${i}`}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={`Ir para o slide ${i + 1}`}
                  aria-current={i === atual ? 'true' : undefined}
                  onClick={() => ir(i)}
                />
              </li>
            ))}
          </ul>
          <Button variant="secondary" shape="circle" size="sm" aria-label="Próximo slide" onClick={() => ir(atual + 1)}>
            ›
          </Button>
          {autoAvancar && !reduced ? (
            <Button variant="secondary" shape="pill" size="sm" onClick={() => setPausadoPeloUsuario((p) => !p)}>
              {pausadoPeloUsuario ? 'Continuar carrossel' : 'Pausar carrossel'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export function ProductRail({ carrossel }: { carrossel: Carrossel }) {
  const listRef = useRef<HTMLUListElement>(null);
  const labelId = useId();
  const { linksFor, ignorarMultiplo } = useProductCardContext();
  if (carrossel.produtos.length === 0) return null;
  const scroll = (dir: 1 | -1) => {
    const el = listRef.current;
    if (el) el.scrollBy({ left: dir * Math.max(200, el.clientWidth * 0.8) });
  };
  return (
    <section className={styles.rail} aria-labelledby={labelId}>
      <div className={styles.railHeader}>
        <h2 id={labelId} className={styles.railTitle}>
          {carrossel.titulo}
        </h2>
        <div className={styles.railButtons}>
          <Button variant="secondary" shape="circle" aria-label={`Produtos anteriores de ${carrossel.titulo}`} onClick={() => scroll(-1)}>
            ‹
          </Button>
          <Button variant="secondary" shape="circle" aria-label={`Mais produtos de ${carrossel.titulo}`} onClick={() => scroll(1)}>
            ›
          </Button>
        </div>
      </div>
      <ProductGrid
        ref={listRef}
        layout="rail"
        produtos={carrossel.produtos}
        linksFor={linksFor}
        mostrarPrecos={true}
        ignorarMultiplo={ignorarMultiplo}
        testId="carousel-product-card"
        acaoFor={cardCart}
      />
    </section>
  );
}

export function Carousel({ id, props }: BlockComponentProps<CarouselProps>) {
  const [carrosseis, config] = useUnit([$carrosseis, $storefrontConfig]);
  const escolhidos = carrosseis.filter(
    (c) => c.tipo === props.tipo && (props.idcarrossel === undefined || c.idcarrossel === props.idcarrossel),
  );
  if (escolhidos.length === 0) return null;
  return (
    <div data-block-id={id}>
      {escolhidos.map((c, i) =>
        c.tipo === 'BANNER' ? (
          <BannerCarousel
            key={c.idcarrossel}
            carrossel={c}
            autoAvancar={props.autoAvancar}
            intervaloMs={props.intervaloMs}
            imageBaseUrl={config.imageBaseUrl}
            inicioMs={props.atrasoCarregamentoMs + i * props.intervaloEntreCarrosseisMs}
          />
        ) : (
          <ProductRail key={c.idcarrossel} carrossel={c} />
        ),
      )}
    </div>
  );
}
