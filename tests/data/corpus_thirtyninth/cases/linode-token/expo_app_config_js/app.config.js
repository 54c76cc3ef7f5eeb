// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '4.8.9',
  ios: { bundleIdentifier: 'io.kestrelapps.tidepool', buildNumber: '185' },
  android: { package: 'io.kestrelapps.tidepool', versionCode: 80 },
  extra: {
    eas: { projectId: 'bd2af600-7637-4bbc-949f-4bacdfd423e7' },
    LKE_CLUSTER_ID: '426177',
  },
  updates: { url: 'https://u.expo.dev/e3def7b5-acb0-4a4c-adfb-ac47fb2a9b20' },
  runtimeVersion: { policy: 'appVersion' },
});
