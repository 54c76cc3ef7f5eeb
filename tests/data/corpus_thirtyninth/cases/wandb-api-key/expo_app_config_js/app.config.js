// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '4.11.6',
  ios: { bundleIdentifier: 'games.cobaltpeak.tidepool', buildNumber: '36' },
  android: { package: 'games.cobaltpeak.tidepool', versionCode: 189 },
  extra: {
    eas: { projectId: 'c555d477-e7ed-4fb1-af34-80d89338cd45' },
    wandbKey: 'f797b6f0bc8c4270ee40bd6debcee3d275bb5ee4',
  },
  updates: { url: 'https://u.expo.dev/9217080d-d995-406e-bb1b-5faee435bebb' },
  runtimeVersion: { policy: 'appVersion' },
});
