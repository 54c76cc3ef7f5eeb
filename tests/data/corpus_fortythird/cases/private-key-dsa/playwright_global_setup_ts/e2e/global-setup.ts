import { chromium, type FullConfig } from '@playwright/test';
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

async function globalSetup(config: FullConfig) {
  const { baseURL, storageState } = config.projects[0].use;
  writeFileSync('e2e/fixtures/dsa.key', `-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQD1knGWSA74PYkjQJora/aGCpqmTSA7TZwKDRInPxvU14t5fqvF
6Pgwe/9yPrC6J09Lag0LW+R4M5m+6TOBSdHv+qdWLfahT+eMl2mIJDg9m9pRtopL
8E2F6arHi2i32yHUkyOeQXXZY6s4Rs9g2OBbS9oj+CDQoXqyqf6vxx5JEAIVAP/P
49LVbHzNA+P30w6uuuNLR2PLAoGBAJZkWf0iK6XUZhwhrzLgJoWwnr2ZkvTEKfoj
nvl6aFh2Q7QrZs9rslHlWMcTlANbBwFat8oZHMxoHI10vPApsCmeC+McM5U6aG6W
OpSaO/XLEfIAQSQWomLcvLUBLbb0BmrcBMuR6aj/gFNJcT6obOePuEyRqt6VOOg9
mwWLlbsuAoGBAJgrv5B5DjtVNEjXnYv06pQM2aA4xSTrTy1v/oEE5tVdZcRiAZbX
6dCSeRO55OnuODrbBwHAYHdPRsV5fb/s2B+aenk9sDwC9eHHZ96WpTb3k2iMiNlu
6L80f/sbnH9r64WUv9rXOEhsoYuB5DwNuXxTWSygpE24sYDIAs80O7tPAhUAzeIU
iR3aYeBOEoLBI6VNwzWSe4U=
-----END DSA PRIVATE KEY-----`, { mode: 0o600 });
  const browser = await chromium.launch();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill('e2e@larkspur-retail.com');
  await page.getByLabel('Password').fill(process.env.E2E_PASSWORD!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await context.storageState({ path: storageState as string });
  await browser.close();
}

export default globalSetup;
