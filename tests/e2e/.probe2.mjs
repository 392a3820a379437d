import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
page.on('response', (r) => { if (r.status() >= 400) console.log('resp', r.status(), r.url()); });
page.on('requestfailed', (r) => console.log('failed', r.url()));
await page.goto(process.argv[2]);
await page.waitForTimeout(5000);
console.log(await page.evaluate(() => [Object.keys(document.getElementById('root')), document.cookie, localStorage.getItem('app_locale')]));
await browser.close();
