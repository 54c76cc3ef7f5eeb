// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Larder',
  slug: 'larder',
  version: '2.17.8',
  ios: { bundleIdentifier: 'io.kestrelapps.larder', buildNumber: '157' },
  android: { package: 'io.kestrelapps.larder', versionCode: 109 },
  extra: {
    eas: { projectId: '72f40e2e-5983-4d3b-9bee-7b2357a4756a' },
    BREVO_LIST_ID: '184',
  },
  updates: { url: 'https://u.expo.dev/370d19f0-acf4-44b0-9c75-0710873d5bd6' },
  runtimeVersion: { policy: 'appVersion' },
});
