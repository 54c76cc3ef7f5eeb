// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '3.10.9',
  ios: { bundleIdentifier: 'app.larkspur.tidepool', buildNumber: '226' },
  android: { package: 'app.larkspur.tidepool', versionCode: 113 },
  extra: {
    eas: { projectId: '2beef171-9e74-4744-82cb-8d647d1b40c0' },
    OCTOPUS_SPACE_ID: 'Spaces-26',
  },
  updates: { url: 'https://u.expo.dev/46f93353-d3cb-4303-a674-24d3ea5de7d6' },
  runtimeVersion: { policy: 'appVersion' },
});
