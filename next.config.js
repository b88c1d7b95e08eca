// Next.js serves only pages here; the API and socket.io live in the same process (src/server/main.ts).
/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Two copies of cssinjs leave antd's SSR styles empty; next-redux-wrapper needs the app's router copy.
  transpilePackages: ['@ant-design/cssinjs', 'next-redux-wrapper'],
  // Server code is type-checked by `npm run typecheck`; the build checks pages too.
  typescript: { tsconfigPath: 'tsconfig.json' },
};
