import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Where tests/e2e-server.ts shows the mail the app sent (a real SMTP server on loopback receives it). The next two
 * ports unless given (E2E_MAIL_PORT, E2E_TILE_PORT), for when those belong to another app on a shared machine.
 */
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? port + 1);
/** The loopback tile server (tests/e2e-server.ts): 404 until a journey switches it on. */
export const tilePort = Number(process.env.E2E_TILE_PORT ?? port + 2);

/** Signing up with this e-mail makes an editor (EDITOR_EMAILS), who reviews the submitted requests. */
export const EDITOR_EMAIL = 'redakce-e2e@example.cz';

/**
 * E2E journeys in Debian's Chromium against the built app served by the real server on a
 * freshly seeded embedded database (tests/e2e-server.ts prepares it).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium 150 gives the document a reload or navigation makes a new frame host that forgets the emulated
        // offline state (navigator.onLine turns true while the network stays cut); a device that loses its signal
        // stays offline across reloads, as it does with this feature off.
        '--disable-features=RenderDocument',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx tests/e2e-server.ts',
    url: `http://localhost:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      // Parallel runs on one machine each give their own (E2E_DATA_DIR, E2E_STATIC_DIR from `vite build --outDir`).
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? './dist',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PUBLIC_URL: `http://localhost:${port}`,
      E2E_MAIL_PORT: String(mailPort),
      E2E_TILE_PORT: String(tilePort),
      MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
      // The loopback tile server allows storing its tiles: "available offline" prefetches from it (a journey that needs
      // the default, OpenStreetMap-like behaviour answers /api/config without it).
      MAP_OFFLINE_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
      EDITOR_EMAILS: EDITOR_EMAIL,
      // Every journey signs up from 127.0.0.1; the production limit (20 an hour per address) would refuse the 21st.
      SIGN_UPS_PER_ADDRESS_HOUR: '1000',
    },
  },
});
