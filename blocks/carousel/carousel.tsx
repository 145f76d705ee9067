/**
 * Carousels of the page: BANNER carousels are slide shows (prev/next, dots, auto-advance that
 * pauses on hover, on focus, with the pause button and under prefers-reduced-motion), PRODUTOS
 * carousels are a horizontal product rail.
 */
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $storefrontConfig } from '#engine/model/app';
import { $carrosseis } from '#engine/model/carousel';
import type { Carrossel } from '#engine/model/types';
import { classifyLink } from '#schemas/link';
import type { LinkClass } from '#schemas/link';
import { visuallyHidden } from '#themes/global.css';
import { withImageBase } from '#engine/rules/image-url';
import { Button } from '#ui/button';
import { ProductGrid } from '#ui/product-grid';
import { cardCart } from '#features/cart/card-cart';
import { useProductCardContext } from '#features/catalogue/product-links';
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

/** A banner's link: `acao:{idacao}`, an action run on click (issue 31), or a classified link. */
type BannerLink = Exclude<LinkClass, { kind: 'inseguro' }> | { kind: 'acao'; id: string };

/**
 * A banner's safe link: internal through the router, external as is; an action link is marked
 * `data-acao` and run by the page's one click listener (src/app/after-start.ts), which loads the
 * action's chunk on the click (#engine/model/link-action): nothing of it in the first view.
 */
function Destino({ link, className, children }: { link: BannerLink; className: string; children: ReactNode }) {
  if (link.kind === 'acao') {
    return (
      <a href="#" role="button" data-acao={link.id} className={className}>
        {children}
      </a>
    );
  }
  if (link.kind === 'interno') {
    return (
      <Link to={link.path} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The banner's title, subtitle and call to action as HTML text over its image (issue 11, item 3).
 * The call to action's box (::after) covers the whole slide, so a tap anywhere follows it while its
 * name stays the label; no label: the title is the link. With the text switched off (artwork that
 * carries its own words) it is read by screen readers only, the link still covering the slide.
 */
function SlideText({
  banner,
  textoBotao,
  visivel,
}: {
  banner: Carrossel['banners'][number];
  textoBotao: string;
  visivel: boolean;
}) {
  const botao = visivel ? textoBotao.trim() : '';
  const acao = /^acao:(\d+)$/.exec(banner.link ?? '');
  const classificado: BannerLink | LinkClass | null = acao
    ? { kind: 'acao', id: acao[1] as string }
    : banner.link
      ? classifyLink(banner.link)
      : null;
  const link = classificado?.kind === 'inseguro' ? null : classificado;
  const titulo =
    link && !botao ? (
      <Destino link={link} className={styles.stretchedLink}>
        {banner.titulo}
      </Destino>
    ) : null;
  return (
    <div className={visivel ? styles.slideText : styles.slideTextOculto}>
      <h3>{titulo ?? banner.titulo}</h3>
      {banner.subtitulo ? <p>{banner.subtitulo}</p> : null}
      {link && botao ? (
        <Destino link={link} className={`${styles.cta} ${styles.stretchedLink}`}>
          {botao}
        </Destino>
      ) : null}
    </div>
  );
}

/** A horizontal move at least this long (CSS px), and wider than tall, changes the slide. */
const SWIPE_MIN_PX = 40;

/**
 * Swipe on touch and pen (pointer events; the viewport's `touch-action: pan-y` leaves vertical
 * scrolling to the browser and hands horizontal moves to the page). Mouse drags stay clicks.
 */
function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  // Where a touch began; true just after a swipe (its click is not a tap on the link); false: none.
  const gesto = useRef<[number, number] | boolean>(false);
  return {
    onPointerDown: (e: ReactPointerEvent<HTMLElement>) => {
      gesto.current = e.pointerType !== 'mouse' && [e.clientX, e.clientY];
    },
    onPointerUp: (e: ReactPointerEvent<HTMLElement>) => {
      const inicio = gesto.current;
      gesto.current = false;
      if (typeof inicio === 'boolean') return;
      const dx = e.clientX - inicio[0];
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(e.clientY - inicio[1])) {
        gesto.current = true;
        onSwipe(dx < 0 ? 1 : -1);
      }
    },
    // A swipe that ends on the banner's link does not follow it.
    onClickCapture: (e: ReactMouseEvent<HTMLElement>) => {
      if (gesto.current === true) {
        gesto.current = false;
        e.preventDefault();
        e.stopPropagation();
      }
    },
  };
}

export interface BannerCarouselProps {
  carrossel: Carrossel;
  /** The block's props: auto-advance and its interval, the banners' text (shown, call to action, position). */
  props: Pick<CarouselProps, 'autoAvancar' | 'intervaloMs' | 'mostrarTexto' | 'textoBotao' | 'posicaoTexto'>;
  imageBaseUrl: string;
  /** Milliseconds after mounting before it starts advancing (spec section 9: 10, plus 1000 per carousel before it). */
  inicioMs?: number;
}

export function BannerCarousel({ carrossel, props, imageBaseUrl, inicioMs = 0 }: BannerCarouselProps) {
  const { autoAvancar, intervaloMs, mostrarTexto } = props;
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
  const swipe = useSwipe((dir) => setAtual((i) => (((i + dir) % total) + total) % total));

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
      <div
        className={mostrarTexto ? `${styles.viewport} ${styles.viewportComTexto}` : styles.viewport}
        aria-live={rodando ? 'off' : 'polite'}
        {...(total > 1 ? swipe : {})}
      >
        {slides.map((banner, i) => (
          <div
            key={`${banner.imagem}-${i}`}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} de ${total}: ${banner.titulo}`}
            hidden={i !== atual}
          >
            <div
              className={mostrarTexto ? `${styles.slideBody} ${styles.comTexto}` : styles.slideBody}
              data-posicao={props.posicaoTexto}
            >
              {/* Decoration: the banner's words are the text beside it. The first slide is the
                  page's largest paint: fetched first and painted with the page (an asynchronous
                  decode painted it a frame or more after the rest); the others wait. */}
              <img
                src={withImageBase(banner.imagem, imageBaseUrl)}
                alt=""
                width={1440}
                height={400}
                {...(i === 0
                  ? { fetchPriority: 'high' as const }
                  : { loading: 'lazy' as const, decoding: 'async' as const })}
              />
              <SlideText banner={banner} textoBotao={props.textoBotao} visivel={mostrarTexto} />
            </div>
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <Button
            variant="secondary"
            shape="circle"
            size="sm"
            aria-label="Slide anterior"
            onClick={() => ir(atual - 1)}
          >
            ‹
          </Button>
          <ul className={styles.dots}>
            {slides.map((_, i) => (
              <li key={i}>
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
          <Button
            variant="secondary"
            shape="circle"
            aria-label={`Produtos anteriores de ${carrossel.titulo}`}
            onClick={() => scroll(-1)}
          >
            ‹
          </Button>
          <Button
            variant="secondary"
            shape="circle"
            aria-label={`Mais produtos de ${carrossel.titulo}`}
            onClick={() => scroll(1)}
          >
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
      {props.titulo ? <h2 className={styles.blockTitle}>{props.titulo}</h2> : null}
      {escolhidos.map((c, i) =>
        c.tipo === 'BANNER' ? (
          <BannerCarousel
            key={c.idcarrossel}
            carrossel={c}
            props={props}
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
