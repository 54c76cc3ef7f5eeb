// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Pocketledger',
  slug: 'pocketledger',
  version: '2.9.0',
  ios: { bundleIdentifier: 'app.larkspur.pocketledger', buildNumber: '137' },
  android: { package: 'app.larkspur.pocketledger', versionCode: 197 },
  extra: {
    eas: { projectId: 'ce0e966c-3ae5-4f06-90e1-28b18f8311a3' },
    NODE_AUTH_TOKEN: '1d8faa61-050c-43a5-8e9c-589b8f671261',
  },
  updates: { url: 'https://u.expo.dev/220288cf-82b5-4a91-b408-2fe2ef30b7c0' },
  runtimeVersion: { policy: 'appVersion' },
});
