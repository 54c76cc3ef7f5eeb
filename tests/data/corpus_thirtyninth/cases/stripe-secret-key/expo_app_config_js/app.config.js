// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '4.6.3',
  ios: { bundleIdentifier: 'studio.quillon.tidepool', buildNumber: '225' },
  android: { package: 'studio.quillon.tidepool', versionCode: 238 },
  extra: {
    eas: { projectId: 'ebb8d90f-1e15-4141-b138-29e73ef88b5e' },
    apiKey: 'sk_live_QlGZcOsZSSTiTamRR1w8WCdS',
  },
  updates: { url: 'https://u.expo.dev/5884576a-9453-4a5c-8b02-ab6095f044c2' },
  runtimeVersion: { policy: 'appVersion' },
});
