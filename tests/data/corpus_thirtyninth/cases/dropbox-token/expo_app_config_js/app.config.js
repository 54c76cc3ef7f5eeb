// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '4.2.4',
  ios: { bundleIdentifier: 'io.kestrelapps.tidepool', buildNumber: '267' },
  android: { package: 'io.kestrelapps.tidepool', versionCode: 189 },
  extra: {
    eas: { projectId: 'e0560a39-79d6-43cd-8795-1cabb07355e9' },
    DROPBOX_APP_KEY: '8sk0bezj4yb8gdm',
  },
  updates: { url: 'https://u.expo.dev/0de6d87c-7191-4b63-a194-e68818121d9f' },
  runtimeVersion: { policy: 'appVersion' },
});
