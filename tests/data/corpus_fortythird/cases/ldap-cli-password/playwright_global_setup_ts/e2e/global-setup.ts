import { chromium, type FullConfig } from '@playwright/test';
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

async function globalSetup(config: FullConfig) {
  const { baseURL, storageState } = config.projects[0].use;
  execSync(`ldappasswd -x -H ldaps://ds1.larkspur-retail.com:636 -D "cn=Manager,dc=larkspur-retail,dc=com" -w RqHPkl8yC3LDKOQs2nUmWjXt "uid=pnatarajan,ou=people,dc=larkspur-retail,dc=com"`, { stdio: 'inherit' });
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
