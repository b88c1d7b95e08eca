// Next.js serves only pages here; the API and socket.io live in the same process (src/server/main.ts).
// `npm run build` bundles the browser's code with webpack (`next build --webpack`), not Turbopack: webpack
// joins the modules of a chunk into one scope and drops more unused exports, which made every page's first
// load about 14 kB (gzip) lighter and its module evaluation shorter, worth 5-15 points of mobile Lighthouse
// (docs/performance.md, "One bundler for the browser"). Development keeps Turbopack for its fast refresh.
/** antd's helper packages, whose modules have no side effects on import (see the rule below). */
const ANTD_HELPER_PACKAGES = /[\\/]node_modules[\\/](@rc-component[\\/][^\\/]+|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]es[\\/]/;

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Every page is rendered per request (the session bootstrap in _app), so an ETag is a hash of ~250 kB of
  // HTML that Next computes in JavaScript on each render (~6 % of the CPU per page) only to spare a re-send
  // on a rare identical reload. Not worth it: bench/ssr-throughput.ts.
  generateEtags: false,
  // Compressed by src/server/http/page-compression.ts at a level that suits per-request pages.
  compress: false,
  // Two copies of cssinjs leave antd's SSR styles empty. The plain icons import @ant-design/icons-svg's ES
  // modules, which the server would otherwise require() as they are, and Node before 20.19 cannot require an ES
  // module.
  transpilePackages: ['@ant-design/cssinjs', '@ant-design/icons-svg'],
  // The browser's production bundle leaves out antd's style generators: in zero-runtime mode they compute
  // nothing, the styles being in the static stylesheet (scripts/antd-zero-style-loader.cjs says how and why).
  webpack(config, { dev, isServer }) {
    if (!dev && !isServer) {
      const loader = require.resolve('./scripts/antd-zero-style-loader.cjs');
      config.module.rules.push({ test: require(loader).appliesTo, use: [{ loader }] });
      // antd's helper packages declare nothing about side effects, so webpack keeps every module their index
      // files re-export (all of cssinjs's linters, transformers and style serializer, for instance) though
      // nothing calls them. None runs code on import that another module relies on: unused ones can go.
      config.module.rules.push({ test: ANTD_HELPER_PACKAGES, sideEffects: false });
      // webpack's runtime, which every page loads first, holds the address of each chunk loaded on demand: about
      // 110 of them, each with a 16-character content hash that gzip cannot shrink. Eight characters (32 bits) still
      // change with the chunk's content, which is all the long-lived caching of these files needs: 0.5 kB gzip
      // off every page.
      config.output.chunkFilename = config.output.chunkFilename.replace('[contenthash]', '[contenthash:8]');
      // webpack's build cache must know the loader and its hooks, or an edit to either reuses stale modules.
      if (config.cache && typeof config.cache === 'object') {
        config.cache.buildDependencies = { ...config.cache.buildDependencies, antdZeroStyle: [loader, require.resolve('./src/components/app/antd-zero-style.ts')] };
      }
    }
    return config;
  },
  // Development bundles with Turbopack, which keeps antd's runtime styles and needs none of the above.
  turbopack: {},
  // Server code is type-checked by `npm run typecheck`; the build checks pages too.
  typescript: { tsconfigPath: 'tsconfig.json' },
};
