/**
 * The raster images of a message (issue 34): e-mail clients show no SVG (Gmail, Outlook desktop
 * and Yahoo drop it), so the supplier's logo is sent as a PNG made from its SVG, and the Pix
 * payload as a PNG QR code, both inline (`cid:`) and in base64 (the message is JSON in the queue).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Logos already drawn, by the SVG's hash (a supplier's logo changes rarely; a few shops per process). */
const logos = new Map<string, Promise<string>>();
const MAX_LOGOS = 64;

/** The logo's PNG (base64), 96 px tall (48 px shown, sharp on a dense screen), at most 480 wide. */
export function logoImage(svg: string): Promise<string> {
  const chave = createHash('sha1').update(svg).digest('base64url');
  const pronta = logos.get(chave);
  if (pronta) return pronta;
  const png = sharp(Buffer.from(svg), { density: 288 })
    .resize({ height: 96, width: 480, fit: 'inside' })
    .png({ compressionLevel: 9 })
    .toBuffer()
    .then((b) => b.toString('base64'));
  if (logos.size >= MAX_LOGOS) logos.delete(logos.keys().next().value!);
  logos.set(chave, png);
  png.catch(() => logos.delete(chave));
  return png;
}

/** The QR code of a Pix payload as PNG (base64): 240 px, the quiet zone of 4 modules its readers need. */
export async function qrCodeImage(payload: string): Promise<string> {
  // Loaded on the first Pix e-mail, not at the server's start (docs/server.md, 'Memory').
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(payload, { type: 'png', width: 240, margin: 4, errorCorrectionLevel: 'M' });
  return png.toString('base64');
}
