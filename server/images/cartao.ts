/**
 * The shop's card for link previews (issue 34 item 1): its logo (an SVG, server/images/logo-svg.ts)
 * centred on a white 1200×630 PNG, the size Open Graph previews expect. WhatsApp, Facebook and
 * others show no SVG; the page head names this card as `og:image` where no product picture fits.
 */
import sharp from 'sharp';

export const CARTAO_LARGURA = 1200;
export const CARTAO_ALTURA = 630;
/** The logo's width on the card. */
const LARGURA_LOGO = 960;

export async function cartaoPng(logoSvg: string): Promise<Buffer> {
  const logo = await sharp(Buffer.from(logoSvg), { density: 72 * (LARGURA_LOGO / 480) })
    .resize({ width: LARGURA_LOGO })
    .png()
    .toBuffer();
  return sharp({
    create: { width: CARTAO_LARGURA, height: CARTAO_ALTURA, channels: 3, background: '#ffffff' },
  })
    .composite([{ input: logo, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
