// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Pocketledger',
  slug: 'pocketledger',
  version: '2.10.2',
  ios: { bundleIdentifier: 'app.larkspur.pocketledger', buildNumber: '92' },
  android: { package: 'app.larkspur.pocketledger', versionCode: 259 },
  extra: {
    eas: { projectId: '2c93d63d-11c9-4359-800f-fbaf98d64a75' },
    GEM_HOST_API_KEY: 'rubygems_8cd10db75811efb91de2e30eb5ae6bec3a28e2b05bca1181',
  },
  updates: { url: 'https://u.expo.dev/8ee8ba20-fa28-4741-a417-cb325c6622ce' },
  runtimeVersion: { policy: 'appVersion' },
});
