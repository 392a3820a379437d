import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 1500)));
for (const u of process.argv.slice(2)) {
await page.goto(u);
await page.waitForTimeout(4000);
console.log(u, await page.evaluate(() => [...document.querySelectorAll('.site-header__tools button')].map(b => b.outerHTML)));
}
await browser.close();
