import { startBenchApi } from './support/bench-app';
async function main() {
  const api = await startBenchApi('/tmp/mb/d' + Date.now());
  const url = `http://127.0.0.1:${api.port}/api/settings/public`;
  const paths = ['/api/settings/public', '/api/performers/search?limit=1'];
  for (const p of paths) {
    for (let round = 0; round < 3; round++) {
      const N = 1500;
      for (let i = 0; i < 100; i++) { await (await fetch(`http://127.0.0.1:${api.port}${p}`, { headers: { 'accept-encoding': 'identity' } })).text(); await api.app.inject({ method: 'GET', url: p, headers: { 'accept-encoding': 'identity' } }); }
      let c = process.cpuUsage();
      for (let i = 0; i < N; i++) { const r = await fetch(`http://127.0.0.1:${api.port}${p}`, { headers: { 'accept-encoding': 'identity' } }); await r.text(); }
      let d = process.cpuUsage(c); const fetchUs = (d.user + d.system) / N;
      c = process.cpuUsage();
      for (let i = 0; i < N; i++) { const r = await api.app.inject({ method: 'GET', url: p, headers: { 'accept-encoding': 'identity' } }); r.body; }
      d = process.cpuUsage(c); const injUs = (d.user + d.system) / N;
      console.log(p, 'fetch', fetchUs.toFixed(0), 'us  inject', injUs.toFixed(0), 'us');
    }
  }
  await api.stop();
}
main();
