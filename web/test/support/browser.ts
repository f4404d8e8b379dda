import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startStaticServer, type StaticServer } from './static-server';

const chromiumPath = process.env.INKCAST_CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** A browser plus the base URL of the app under test. */
export interface E2eHarness {
  baseUrl: string;
  browser: Browser;
  /** Opens a fresh page (own context) that records uncaught page errors in `errors`. */
  newPage(): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
}

/**
 * Starts Debian's Chromium and finds the app: INKCAST_BASE_URL when set (the full server),
 * otherwise a tiny static server over web/dist with an SPA fallback.
 */
export async function startHarness(): Promise<E2eHarness> {
  let staticServer: StaticServer | undefined;
  let baseUrl = process.env.INKCAST_BASE_URL?.replace(/\/+$/, '');
  if (!baseUrl) {
    staticServer = await startStaticServer(fileURLToPath(new URL('../../dist', import.meta.url)));
    baseUrl = staticServer.url;
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    baseUrl,
    browser,
    async newPage() {
      const context = await browser.newContext({ baseURL: baseUrl });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      return { page, errors };
    },
    async close() {
      await browser.close();
      await staticServer?.close();
    },
  };
}
