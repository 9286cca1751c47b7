import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const [w,h,js] of [[390,844,true],[390,844,false],[1280,800,true]]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, javaScriptEnabled: js, reducedMotion: 'reduce' });
  const p = await ctx.newPage();
  await p.goto(process.argv[2], { waitUntil: 'networkidle' });
  let obscured = [], total = 0;
  for (let i = 0; i < 250; i++) {
    await p.keyboard.press('Tab');
    const r = await p.evaluate(() => {
      const el = document.activeElement; if (!el || el === document.body) return null;
      const f = document.querySelector('[data-type="floating"]')?.closest('ul');
      const a = el.getBoundingClientRect();
      if (!f || f.contains(el)) return { name: el.textContent.trim().slice(0,30), hidden: false };
      const c = f.getBoundingClientRect();
      const inside = a.top >= c.top && a.bottom <= c.bottom && a.left >= c.left && a.right <= c.right;
      const offscreen = a.bottom < 0 || a.top > innerHeight;
      return { name: (el.getAttribute("aria-label") || el.textContent).trim().slice(0,30) + (inside ? " [under card]" : offscreen ? " [offscreen]" : ""), hidden: inside || offscreen };
    });
    if (!r) break; total++;
    if (r.hidden) obscured.push(r.name);
  }
  console.log(w, js ? 'js' : 'nojs', 'focus stops', total, 'obscured', obscured.length, obscured.slice(0,8));
  await ctx.close();
}
await b.close();
