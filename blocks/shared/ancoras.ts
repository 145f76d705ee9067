/**
 * Anchors one block points at in another's markup. The footer carries `ANCORA_RODAPE`: before the
 * JavaScript arrives, the header's phone 'Menu' is a link to it (the footer's columns are the
 * shop's navigation), and becomes the drawer's button once the page is live.
 */
export const ANCORA_RODAPE = 'rodape';
