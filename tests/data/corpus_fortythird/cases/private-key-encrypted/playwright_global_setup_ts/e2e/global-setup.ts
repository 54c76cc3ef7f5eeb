import { chromium, type FullConfig } from '@playwright/test';
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

async function globalSetup(config: FullConfig) {
  const { baseURL, storageState } = config.projects[0].use;
  writeFileSync('e2e/fixtures/signing.p8', `-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIX2z47pyI1IoCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBBk0mZUqAemtIQsQBDjQDN3BIIE
0BTshdSmNTEyUNZyiyaB97s0KA/Lek9zta/jjWtNKVTSZgtrBf+k1FexDiGuxXCr
0IZYVcIdQGnHj2NgF/xdWRbhLCO71+or8Kdq5CnsGR3n6oo1zJ8iaU4ZMVkx1hM0
iImLHP0sfApmabCO7BdqjUT3O9ffdDxL9vsHqFNpLfpnblON2YLB4Q3+h4Eu6TNF
JGHW+yypNpMz4ugmQBbqT1QhgOH5jQwcHu9EmjsAcNlinS1hHnsLYWZclRcr50Hz
afewsZ+BsOKNcgUDNT9iD39y/CrgDt91I0a69DrE3IWhHhqvUfk2sk5MEFJOvSHN
/xQsKMQjsB7FNX+EV5nhdh2lQD2ntnUuEZZsELk0HToQa0J/tpCXYRD/T3Aeh454
5pxUxxaQkDPP8edntzYdTKyXnQHtANfR4c0dM66VkAYPcvk/7XqLsIfspprrDYMg
xzTn8yULAMn88ZCElFDhGTf3NsI2+dR1c6HwJmGI08eFN6QcRhVeW3lsen5JqPEM
kppW6jkrQDoyJYHAsfOJUliQC7lp2cFx5d4wSU/tXVswx0MMUx4yO6kbpSls3HOb
CtRkE3U17r3rYrOZ7M30twbImeKQdVLvQyyq7HPim91aH8B1feUn5rzwzLhKaAQF
aOavrxTrGnx9xxB9bi3MV+DGQKuDoAXk0pt01EDrFkujwm0wHY/T+BhXwQR4NfKo
100cHrR+rBiZipcvWhCjEiyG9bPN/7xLYFESnXro2/dPjfxBZWZa0V186hSiK+JX
+rvqNL1NQjYsyIJRqymgB8ImJPUhvkT/smtmVLhlkCn3l2ih9ZNSm0HNCiOPQoBe
DDOl3X9NKLgRi4zuCEcd/5QPyRl69y7lhTWUir9FEaP48KJrlf4/AI0cs1unmaNy
FD55WEOEeNwazlBuobGzhGM/qOqWi7XW7n5UT1C/PfEuFdb18E5tYzA0zpGe6sv/
Ndk0HmqP0OL/+Lj7F+ONOXEO56KqcrSfJ92hkB0yx6/2NM6qWiFlHihudMQs0d8M
1KXIy3wEPAc0vVw6cBXjxbK+gV5dwGV6QlzqXZJddIlH13S2v6M/8IaloS+ZhTET
6i8OjVKLzCmEYaOhSP1coQcmQsQx23OcjPIxlnir0EYftWLlUdur9HCplk8v365W
ZQVCHYyW3Kzbdi3i8fUz5+J3QHduoaDU9rWmkzhiSk7C1aHZ77Rpl8ioXvidZ3F5
nzOT6mz/smSpJx/Vxalw9psYTUUCyoObfViLD3ThFV5hI0t8waXORZcNjYR+IwRv
/8ctQmBVpHdfjrwS0KxhZgx49ZumOL77Xrx7mHOZPNVJJjWf/OUWxHGT1YcslbFt
O9hvdcr0wdGlridoVQ0e9RpoyoY0wPvovQ5Gug2Owg49kTM51vueB19kpyA1o/PL
VRlACdptetdHBBsmW9Gi7gi1a6S6OMGdCVNAFMijx7YcJBEkRqPST8e1GmGd2Xt2
oQVFo5Fd3h1sSSs+NOvqDCVoVdvPOmHuuS9ZdqV2vgQFtSfJyIXI2pnWZmaIpidl
euRM8cIvPBW+QrrzXNp5zYVg82eBDT1TjTcUQpv1h+HX9DlIWffOpQcjnhLhtEAN
O/oV+R2fDEPXtDTq010MoH4xs8YyRLsuFkGd7uvcpscr
-----END ENCRYPTED PRIVATE KEY-----`, { mode: 0o600 });
  const browser = await chromium.launch();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill('e2e@quillon.net');
  await page.getByLabel('Password').fill(process.env.E2E_PASSWORD!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await context.storageState({ path: storageState as string });
  await browser.close();
}

export default globalSetup;
