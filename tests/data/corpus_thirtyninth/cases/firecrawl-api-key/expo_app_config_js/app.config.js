// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Pocketledger',
  slug: 'pocketledger',
  version: '4.11.2',
  ios: { bundleIdentifier: 'studio.quillon.pocketledger', buildNumber: '118' },
  android: { package: 'studio.quillon.pocketledger', versionCode: 143 },
  extra: {
    eas: { projectId: 'a63ffb56-da89-4493-8d5a-f54231485149' },
    FIRECRAWL_API_KEY: 'fc-675114c3150780dfa6469b8e396bb0aa',
  },
  updates: { url: 'https://u.expo.dev/4e57ba99-f762-40f9-bb26-9643c6c50f2e' },
  runtimeVersion: { policy: 'appVersion' },
});
