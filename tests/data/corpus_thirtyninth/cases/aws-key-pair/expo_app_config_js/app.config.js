// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '2.17.7',
  ios: { bundleIdentifier: 'io.kestrelapps.tidepool', buildNumber: '182' },
  android: { package: 'io.kestrelapps.tidepool', versionCode: 159 },
  extra: {
    eas: { projectId: 'c66e1e2a-2f13-42e0-bfaf-4695ba94acd0' },
    backupAccessKey: 'AKIAGOMVKST3TGF556I6',
    backupSecretKey: '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',
  },
  updates: { url: 'https://u.expo.dev/e4d1fbf6-4f0a-4e03-a140-3e86a7674cf4' },
  runtimeVersion: { policy: 'appVersion' },
});
