// Next.js serves only pages here; the API and socket.io live in the same process (src/server/main.ts).
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
  // Two copies of cssinjs leave antd's SSR styles empty; next-redux-wrapper needs the app's router copy.
  transpilePackages: ['@ant-design/cssinjs', 'next-redux-wrapper'],
  // Server code is type-checked by `npm run typecheck`; the build checks pages too.
  typescript: { tsconfigPath: 'tsconfig.json' },
};
