// `npm run prebuild` (npm runs it before every `npm run build`): writes styles/antd.css, antd's CSS for the
// site's themes, from the installed antd (src/components/app/antd-stylesheet.tsx says what it holds).
import fs from 'node:fs';
import path from 'node:path';

async function main() {
  // Before antd loads: it names its classes for production builds only then.
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const { buildAntdStylesheet } = await import('../src/components/app/antd-stylesheet');
  const file = path.join(__dirname, '..', 'styles', 'antd.css');
  const css = buildAntdStylesheet();
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) {
    fs.writeFileSync(file, css);
    console.log(`styles/antd.css written (${Math.round(css.length / 1024)} kB)`);
  }
}

void main();
