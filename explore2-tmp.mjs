import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8350';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
await page.goto(base + '/programs/0/Ohio');
await page.getByRole('list', { name: 'Search results' }).waitFor();
const r = await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('ol[aria-label="Search results"] *')) {
    if (el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().width > 300) out.push(el.tagName + '.' + el.className.toString().slice(0,30) + ' w=' + Math.round(el.getBoundingClientRect().width) + ' sw=' + el.scrollWidth + ' ' + el.textContent.slice(0,70));
  }
  return out.slice(0, 40);
});
console.log(r.join('\n'));
await browser.close();
