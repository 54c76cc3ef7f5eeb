// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '3.10.3',
  ios: { bundleIdentifier: 'io.kestrelapps.tidepool', buildNumber: '264' },
  android: { package: 'io.kestrelapps.tidepool', versionCode: 14 },
  extra: {
    eas: { projectId: '4c606133-9fd8-49f9-b477-f109304416e3' },
    postmanApiKey: 'PMAK-9a432ce4e4fc67af50a0ccb2-3858e348dedc4cd3a6ad44aeec6c63d018',
  },
  updates: { url: 'https://u.expo.dev/b02af698-dd64-4a93-9043-2f9629142314' },
  runtimeVersion: { policy: 'appVersion' },
});
