// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '3.17.6',
  ios: { bundleIdentifier: 'games.cobaltpeak.tidepool', buildNumber: '91' },
  android: { package: 'games.cobaltpeak.tidepool', versionCode: 170 },
  extra: {
    eas: { projectId: '62e542a2-d7d9-4c0e-808d-3ceffd42ab9d' },
    secret: 'pnu_2ZdEKzxPTHj9rEXU5FOMKK87xQ6w6zh3W0oJ',
  },
  updates: { url: 'https://u.expo.dev/8affef3e-5a80-49de-8911-f6c0ca6f0c2d' },
  runtimeVersion: { policy: 'appVersion' },
});
