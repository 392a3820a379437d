import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
await page.goto(process.argv[2]);
await page.waitForTimeout(4000);
console.log(await page.evaluate(() => {
  const btn = document.querySelector('.site-header__tools .button--primary');
  const key = Object.keys(btn).find(k => k.startsWith('__reactFiber'));
  const props = Object.keys(btn).find(k => k.startsWith('__reactProps'));
  let f = btn[key]; const out = [];
  out.push(JSON.stringify(btn[props]?.disabled));
  while (f) { if (f.memoizedProps && f.memoizedProps.value && f.memoizedProps.value.status) out.push('ctx:' + f.memoizedProps.value.status); f = f.return; }
  return out;
}));
await browser.close();
