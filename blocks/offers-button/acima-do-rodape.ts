/**
 * Keeps the floating OFERTAS button clear of the page's footer (issue 11: 'it moves clear of the
 * footer'): while the footer's top is inside the viewport, the button rides up by the part of the
 * footer that shows, so it sits just above it instead of covering its links. One passive scroll
 * and resize listener and a ResizeObserver on the page (it grows as lists load, with no scroll),
 * read and written once per frame. A chunk of its own, loaded after hydration: before it, the
 * footer (drawn above the button) simply covers it.
 */
export function manterAcimaDoRodape(botao: HTMLElement): () => void {
  let quadro = 0;
  const medir = (): void => {
    quadro = 0;
    const rodape = document.querySelector('footer');
    const sobra = rodape ? Math.max(0, window.innerHeight - rodape.getBoundingClientRect().top) : 0;
    botao.style.transform = sobra > 0 ? `translateY(-${Math.ceil(sobra)}px)` : '';
  };
  const agendar = (): void => {
    if (!quadro) quadro = requestAnimationFrame(medir);
  };
  medir();
  window.addEventListener('scroll', agendar, { passive: true });
  window.addEventListener('resize', agendar);
  const pagina = typeof ResizeObserver === 'function' ? new ResizeObserver(agendar) : null;
  pagina?.observe(document.body);
  return () => {
    pagina?.disconnect();
    if (quadro) cancelAnimationFrame(quadro);
    window.removeEventListener('scroll', agendar);
    window.removeEventListener('resize', agendar);
    botao.style.transform = '';
  };
}
