import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { startupChunks } from './tooling/startup-chunks.ts';
import { eagerCompileHint } from './tooling/eager-compile-hint.ts';

// The app's first render; then a trip link's screen, the page a traveller opens without signal.
const startup = startupChunks([
  { name: 'startup', root: '/src/app/main.tsx' },
  { name: 'trip', root: '/src/app/features/trips/trip-screen.tsx' },
]);

/** The server render's bundle goes beside the client's: `dist` → `dist-ssr` (also for `vite build --outDir X`). */
const serverRenderBuild: Plugin = {
  name: 'server-render-build',
  config: (config) => ({
    environments: {
      ssr: {
        // Self-contained: the bundle runs from wherever it was built to, without node_modules beside it.
        resolve: { noExternal: true },
        // React's production build (the server process's NODE_ENV is its own business).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: `${config.build?.outDir ?? 'dist'}-ssr`,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { input: { 'entry-server': '/src/app/entry-server.tsx' } },
        },
      },
    },
  }),
};

export default defineConfig({
  // `vite build` builds the browser's app and the server's render of it.
  builder: {},
  plugins: [
    serverRenderBuild,
    startup.plugin,
    // The code a page loads is compiled while it downloads, not function by function as the takeover calls it.
    eagerCompileHint(),
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Every page goes through these two: their components come with the app, not one request later.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === '/$locale' || routeId === '/$locale/$' ? [] : undefined),
      },
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      // Store screenshots are for install dialogs only: not precached.
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'], globIgnores: ['screenshots/**'] },
      manifest: {
        name: 'Vinařská mapa',
        short_name: 'Vinařská mapa',
        description: 'Vinaři, sklepy, akce a výlety po vinařských krajích — i bez signálu.',
        lang: 'cs',
        start_url: '/cs',
        scope: '/',
        display: 'standalone',
        theme_color: '#7a1030',
        background_color: '#fbf7f2',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: '/screenshots/wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Vinaři s filtrem podoblastí a obcí',
          },
          {
            src: '/screenshots/narrow.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Kalendář vinařských akcí',
          },
        ],
        shortcuts: [
          { name: 'Moje výlety', url: '/cs/muj-ucet', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
          { name: 'Mapa', url: '/cs/mapa', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    // Every browser the app supports preloads modules itself: the polyfill would be part of every page's first script.
    modulePreload: { polyfill: false },
    // One stylesheet for every screen: the server renders a page's screen before the browser loads its code, so the
    // screen's styles must come with the page (about 20 KiB gzipped in all), not with the screen's code.
    cssCodeSplit: false,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: startup.groups } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
