// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Trailmark',
  slug: 'trailmark',
  version: '3.17.1',
  ios: { bundleIdentifier: 'games.cobaltpeak.trailmark', buildNumber: '189' },
  android: { package: 'games.cobaltpeak.trailmark', versionCode: 156 },
  extra: {
    eas: { projectId: '59edc1da-4408-4e50-aa6b-6828e13483ac' },
    ocpApimSubscriptionKey: 'aa81b088d732cd9c53a3e359566b50c8',
  },
  updates: { url: 'https://u.expo.dev/4b498d58-4fa0-4f2e-afae-f467e7d2478d' },
  runtimeVersion: { policy: 'appVersion' },
});
