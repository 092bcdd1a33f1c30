import { chromium } from 'playwright-core';
const base = 'http://localhost:8802';
async function login(u: string, p: string) {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: u, password: p }) });
  return { token: res.headers.get('Authorization') ?? '', user: ((await res.json()) as { data: unknown }).data };
}
const mode = process.argv[2];
if (mode === 'activity') {
  for (const [u, p] of [['alice', 'alice2026'], ['bob', 'bob20262026']]) {
    const s = await login(u, p);
    const detail = await (await fetch(`${base}/api/get-problem-detail?problemId=P1000`, { headers: { Authorization: s.token } })).json() as { data: { problem: { id: number } } };
    for (const code of ['a, b = map(int, input().split())\nprint(a + b)\n', 'print(1)\n']) {
      const r = await fetch(`${base}/api/submit-problem-judge`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: s.token }, body: JSON.stringify({ pid: detail.data.problem.id, language: 'Python3', code }) });
      console.log(u, r.status, (await r.text()).slice(0, 100));
    }
  }
  process.exit(0);
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const shots: [string, string, number, string | null][] = JSON.parse(process.argv[3] ?? '[]');
for (const [name, path, width, who] of shots) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (who) {
    const [u, p] = who.split(':');
    const s = await login(u!, p!);
    await context.addInitScript(([t, user]) => { localStorage.setItem('token', t); localStorage.setItem('userInfo', user); localStorage.setItem('authed', 'true'); }, [s.token, JSON.stringify(s.user)] as const);
  }
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', name, e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', name, m.text()));
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  if (mode === 'drawer') { await page.getByLabel(/navigation|导航/i).first().click(); await page.waitForTimeout(800); await page.getByTestId('drawer-rank').click(); await page.waitForTimeout(500); }
  if (mode === 'hover') { await page.getByTestId('nav-rank').hover(); await page.waitForTimeout(800); }
  await page.screenshot({ path: `/tmp/x/shots/${name}.png`, fullPage: mode === 'full' });
  await context.close();
}
await browser.close();
