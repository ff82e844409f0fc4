import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** below this a compressed copy saves less than its own headers cost */
const MIN_BYTES = 1024;

/**
 * What the browser paints before any script has run: the platform's emblem and name where the app
 * will appear (React replaces it on its first render). On an office PC the scripts take a second
 * or more to load and run; the page is not blank meanwhile. Plain HTML and CSS, as the CSP allows
 * inline styles and no inline script.
 */
const BOOT_STYLE = `<style>
.boot{min-height:100vh;display:grid;place-content:center;justify-items:center;gap:14px;background:#f5f6fa;font-family:system-ui,-apple-system,'PingFang SC','Microsoft YaHei',sans-serif}
.boot-mark{width:56px;height:56px;border-radius:50%;background:#a31515;color:#f5c542;font-size:30px;font-weight:700;display:grid;place-items:center}
.boot-name{margin:0;font-size:22px;letter-spacing:4px;color:#1f1f1f;font-weight:600}
.boot-note{font-size:13px;color:#8c8c8c}
</style>`;
const BOOT_MARKUP =
  '<div class="boot" role="status"><span class="boot-mark" aria-hidden="true">政</span><p class="boot-name">政协履职服务平台</p><span class="boot-note">正在加载…</span></div>';

function firstPaint(): Plugin {
  return {
    name: 'cppcc-first-paint',
    transformIndexHtml(html) {
      const root = '<div id="root"></div>';
      // fail the build rather than lose the first paint silently when index.html changes
      if (!html.includes(root) || !html.includes('</head>'))
        throw new Error(`index.html: ${root} or </head> not found (vite.config.ts firstPaint)`);
      return html.replace('</head>', `${BOOT_STYLE}\n</head>`).replace(root, `<div id="root">${BOOT_MARKUP}</div>`);
    },
  };
}

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, once, at the strongest
 * levels: the server sends them as they are (@fastify/static `preCompressed`), so no request
 * pays for compressing. A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'cppcc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && !e.parentPath.includes(`${path.sep}.vite`))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const raw = await fs.readFile(file);
          if (raw.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), firstPaint(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 30000,
    // jsdom suites are CPU-bound: one worker per core of the 2-core CI machine
    maxWorkers: 2,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // scripts/bundle-budget.mjs reads which chunks each page loads from here
    manifest: true,
    rollupOptions: {
      treeshake: {
        // The contracts are one barrel of constants and Zod schemas, and the web uses few of the schemas: a module
        // of it whose exports go unused is dropped, and so is a schema (a call on `z`) nothing reads. Without this
        // every page, /login included, carries all the schemas and Zod (about 60 KB gzipped).
        manualPureFunctions: ['z'],
        moduleSideEffects: [{ test: /[\\/](packages[\\/]contracts[\\/]src|node_modules[\\/]zod)[\\/]/, sideEffects: false }],
      },
      output: {
        // React, echarts and the rich-text editor (TipTap, ProseMirror) in long-lived chunks of their own, named so
        // that scripts/bundle-budget.mjs can tell that /login and the home dashboard load neither; antd and the other
        // libraries are split with the pages that use them.
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender|echarts-for-react)[\\/]/, priority: 10 },
            {
              name: 'tiptap',
              test: /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
