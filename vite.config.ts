import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { startupChunks } from './tooling/startup-chunks.ts';

// The app's first render; then a trip link's screen, the page a traveller opens without signal.
const startup = startupChunks([
  { name: 'startup', root: '/src/app/main.tsx' },
  { name: 'trip', root: '/src/app/features/trips/trip-screen.tsx' },
]);

export default defineConfig({
  plugins: [
    startup.plugin,
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
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: startup.groups } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
