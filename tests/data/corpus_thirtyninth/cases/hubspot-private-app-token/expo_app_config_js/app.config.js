// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Pocketledger',
  slug: 'pocketledger',
  version: '1.16.5',
  ios: { bundleIdentifier: 'studio.quillon.pocketledger', buildNumber: '192' },
  android: { package: 'studio.quillon.pocketledger', versionCode: 175 },
  extra: {
    eas: { projectId: '3278750a-d859-428c-917f-3306bd8a5e2a' },
    HUBSPOT_PRIVATE_APP_TOKEN: 'pat-eu1-aa0232b5-d99a-4b92-88dc-487bc972c71d',
  },
  updates: { url: 'https://u.expo.dev/46a58490-d463-4cbb-82a9-d22b0ae9a7a1' },
  runtimeVersion: { policy: 'appVersion' },
});
