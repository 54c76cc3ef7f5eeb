// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Larder',
  slug: 'larder',
  version: '2.16.8',
  ios: { bundleIdentifier: 'dev.fernhill.larder', buildNumber: '238' },
  android: { package: 'dev.fernhill.larder', versionCode: 75 },
  extra: {
    eas: { projectId: '5d7c613f-fcbb-4cc8-ab00-107d687b6f8c' },
    DATADOG_API_KEY: '78f8bbbab5d31b3e9a83ef2e56aa4a3f',
  },
  updates: { url: 'https://u.expo.dev/2b930449-b0f1-4034-9a01-8c3a616d9497' },
  runtimeVersion: { policy: 'appVersion' },
});
