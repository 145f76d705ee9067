/**
 * A local tile server for the maps (MAP_TILE_URL): every tile is the same plain PNG; it counts
 * what it served. `modelo` is the URL template to give the storefront.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface TileServer {
  url: string;
  /** `{url}/{z}/{x}/{y}.png`, for MAP_TILE_URL. */
  modelo: string;
  /** How many tiles it served. */
  readonly servidos: number;
  /** Stops answering (a map then has no tiles), dropping the open connections. */
  close(): Promise<void>;
}

export async function startTileServer(): Promise<TileServer> {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#d8e8d0' } })
    .png()
    .toBuffer();
  let servidos = 0;
  const servidor = createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) return void response.writeHead(404).end();
    servidos++;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(png);
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  let fechado: Promise<void> | null = null;
  return {
    url,
    modelo: `${url}/{z}/{x}/{y}.png`,
    get servidos() {
      return servidos;
    },
    close() {
      fechado ??= new Promise<void>((resolve) => {
        servidor.close(() => resolve());
        servidor.closeAllConnections();
      });
      return fechado;
    },
  };
}
