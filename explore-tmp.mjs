import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8350';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
for (const url of ['/programs/nursing/OH', '/programs/0/Ohio', '/programs/welding/Cleveland%2C%20OH/50', '/programs/medical%20assistant/Cincinnati%2C%20OH/100']) {
  await page.goto(base + url);
  const list = page.getByRole('list', { name: 'Search results' });
  await list.waitFor();
  // open every "Show more" in the facets
  const more = page.getByRole("complementary", { name: "Filters" }).getByRole("button", { name: /Show more/ }); while (await more.count()) await more.first().click();
  const worst = [];
  for (let w = 320; w <= 1920; w += 16) {
    await page.setViewportSize({ width: w, height: 800 });
    const r = await page.evaluate(() => {
      const aside = document.querySelector('aside');
      const list = document.querySelector('ol[aria-label="Search results"]');
      if (!list) return null;
      const lb = list.getBoundingClientRect();
      let maxRight = 0; let what = '';
      if (aside && aside.getClientRects().length) {
        for (const el of aside.querySelectorAll('*')) { const b = el.getBoundingClientRect(); if (b.width && b.right > maxRight) { maxRight = b.right; what = el.tagName + ':' + (el.textContent||'').slice(0,40); } }
      }
      return { over: aside && aside.getClientRects().length ? maxRight - lb.left : null, what, scrollX: document.documentElement.scrollWidth - innerWidth };
    });
    if (r && ((r.over !== null && r.over > 0) || r.scrollX > 0)) worst.push([w, r]);
  }
  console.log(url, worst.length ? JSON.stringify(worst.slice(0, 5)) : 'no overlap, no horizontal scroll at 320–1920');
}
await browser.close();
