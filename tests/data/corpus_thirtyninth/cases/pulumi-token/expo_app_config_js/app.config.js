// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Pocketledger',
  slug: 'pocketledger',
  version: '2.7.9',
  ios: { bundleIdentifier: 'games.cobaltpeak.pocketledger', buildNumber: '50' },
  android: { package: 'games.cobaltpeak.pocketledger', versionCode: 298 },
  extra: {
    eas: { projectId: 'a5d3e6a1-3397-44e0-bb74-277e80a4bcbf' },
    PULUMI_TOKEN: 'pul-d944d00e0c636ec2c304d85e8d44de575b3572b2',
  },
  updates: { url: 'https://u.expo.dev/d1447dfa-5cf4-43da-8a19-91967fba2af0' },
  runtimeVersion: { policy: 'appVersion' },
});
