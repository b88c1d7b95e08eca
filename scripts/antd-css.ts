// `npm run prebuild` (npm runs it before every `npm run build`): writes styles/antd.css, antd's CSS for the
// site's themes and the antd components its code imports, from the installed antd
// (src/components/app/antd-stylesheet.tsx says what it holds).
import fs from 'node:fs';
import path from 'node:path';

async function main() {
  // Before antd loads: it names its classes for production builds only then.
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const { buildAntdStylesheet, stylesheetComponents } = await import('../src/components/app/antd-stylesheet');
  const file = path.join(__dirname, '..', 'styles', 'antd.css');
  const components = stylesheetComponents();
  const css = buildAntdStylesheet(components);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) {
    fs.writeFileSync(file, css);
    console.log(`styles/antd.css written (${Math.round(css.length / 1024)} kB, ${components.length} antd components)`);
  }
}

void main();
