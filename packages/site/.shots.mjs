import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const shots = JSON.parse(process.argv[2]);
for (const [name, url, w, h, lang] of shots) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: lang || 'en-US' });
  const page = await ctx.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: false });
  await ctx.close();
}
await browser.close();
