// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '1.6.6',
  ios: { bundleIdentifier: 'app.larkspur.tidepool', buildNumber: '242' },
  android: { package: 'app.larkspur.tidepool', versionCode: 132 },
  extra: {
    eas: { projectId: '7c3e4ab9-0d72-4511-b4a6-97b45c1aabc8' },
    sonarToken: 'squ_6b2ce05bde5096d61c46cc834edf341e44f0dd20',
  },
  updates: { url: 'https://u.expo.dev/5d08e5d6-b9bb-4c39-970f-8896462bd946' },
  runtimeVersion: { policy: 'appVersion' },
});
