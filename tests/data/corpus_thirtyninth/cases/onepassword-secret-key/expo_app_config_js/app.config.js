// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Trailmark',
  slug: 'trailmark',
  version: '3.11.7',
  ios: { bundleIdentifier: 'studio.quillon.trailmark', buildNumber: '46' },
  android: { package: 'studio.quillon.trailmark', versionCode: 68 },
  extra: {
    eas: { projectId: '2b017ded-d2bb-44f2-ba07-8e1023347c2f' },
    secretKey: 'A3-E2WFM1-BHL459-IK2WF-RGAV2-HYJRM-D9S0N',
  },
  updates: { url: 'https://u.expo.dev/5b79eaf8-073d-4e86-bd9a-c170b264f549' },
  runtimeVersion: { policy: 'appVersion' },
});
