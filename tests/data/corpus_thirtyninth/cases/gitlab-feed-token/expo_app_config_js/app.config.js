// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '1.1.6',
  ios: { bundleIdentifier: 'games.cobaltpeak.tidepool', buildNumber: '84' },
  android: { package: 'games.cobaltpeak.tidepool', versionCode: 100 },
  extra: {
    eas: { projectId: 'a121c689-cf9f-4656-99f1-36e5099d59fb' },
    gitlabFeedToken: 'glft-bUJItacVEi96qvCh4zJu',
  },
  updates: { url: 'https://u.expo.dev/666fa329-502f-4185-bc31-8e25d9828326' },
  runtimeVersion: { policy: 'appVersion' },
});
