import { chromium, type FullConfig } from '@playwright/test';
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

async function globalSetup(config: FullConfig) {
  const { baseURL, storageState } = config.projects[0].use;
  writeFileSync('e2e/ldap/nslcd.conf', `uri ldaps://ldap.kestrelworks.io/
base dc=kestrelworks,dc=io
binddn cn=nslcd,ou=dsa,dc=kestrelworks,dc=io
bindpw Lagoon-zephyr223
tls_reqcert demand
`);
  execSync('docker compose -f e2e/ldap/compose.yaml up -d --wait', { stdio: 'inherit' });
  const browser = await chromium.launch();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill('e2e@kestrelworks.io');
  await page.getByLabel('Password').fill(process.env.E2E_PASSWORD!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await context.storageState({ path: storageState as string });
  await browser.close();
}

export default globalSetup;
