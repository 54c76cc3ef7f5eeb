// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Fieldnote',
  slug: 'fieldnote',
  version: '4.17.2',
  ios: { bundleIdentifier: 'dev.fernhill.fieldnote', buildNumber: '202' },
  android: { package: 'dev.fernhill.fieldnote', versionCode: 222 },
  extra: {
    eas: { projectId: '963529c4-7edf-413b-bdff-e06e17f27677' },
    PERPLEXITY_MODEL: 'sonar-pro',
  },
  updates: { url: 'https://u.expo.dev/70811b7f-951b-481c-9a22-e96db2dd9959' },
  runtimeVersion: { policy: 'appVersion' },
});
