// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Beacon Run',
  slug: 'beaconrun',
  version: '1.12.4',
  ios: { bundleIdentifier: 'dev.fernhill.beaconrun', buildNumber: '190' },
  android: { package: 'dev.fernhill.beaconrun', versionCode: 96 },
  extra: {
    eas: { projectId: 'bb21619b-cff7-4620-ad0c-62f37668b3b5' },
    sentryAuthToken: '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',
  },
  updates: { url: 'https://u.expo.dev/a3dfbe41-1ead-451a-8176-fe9e2c87eccc' },
  runtimeVersion: { policy: 'appVersion' },
});
