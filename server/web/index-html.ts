/** The built storefront's index.html, read from STATIC_DIR and re-read when the file changes. */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export class IndexHtml {
  private cached: { mtimeMs: number; size: number; text: string } | undefined;

  constructor(private readonly staticDir: string) {}

  get path(): string {
    return join(this.staticDir, 'index.html');
  }

  /** The template, or null when the storefront has not been built. */
  async load(): Promise<string | null> {
    let info;
    try {
      info = await stat(this.path);
    } catch {
      this.cached = undefined;
      return null;
    }
    if (this.cached && this.cached.mtimeMs === info.mtimeMs && this.cached.size === info.size) return this.cached.text;
    const text = await readFile(this.path, 'utf8');
    this.cached = { mtimeMs: info.mtimeMs, size: info.size, text };
    return text;
  }
}
