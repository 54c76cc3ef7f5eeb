// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '4.14.9',
  ios: { bundleIdentifier: 'io.kestrelapps.tidepool', buildNumber: '95' },
  android: { package: 'io.kestrelapps.tidepool', versionCode: 13 },
  extra: {
    eas: { projectId: '1e57cbb2-4374-4a5f-8824-3dda43c19858' },
    databricksToken: 'dapia359054c79404efba88d3fe407645caf-2',
  },
  updates: { url: 'https://u.expo.dev/a3cc900a-d34f-41a5-965f-ea5a48261fa5' },
  runtimeVersion: { policy: 'appVersion' },
});
