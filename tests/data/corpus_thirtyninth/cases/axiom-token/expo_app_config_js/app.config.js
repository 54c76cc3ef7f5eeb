// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Trailmark',
  slug: 'trailmark',
  version: '3.12.7',
  ios: { bundleIdentifier: 'app.larkspur.trailmark', buildNumber: '146' },
  android: { package: 'app.larkspur.trailmark', versionCode: 292 },
  extra: {
    eas: { projectId: 'b755a994-301c-4330-82c7-54c20b740976' },
    credential: 'xapt-23d6d648-acc2-4358-86a1-bca463dcb4d4',
  },
  updates: { url: 'https://u.expo.dev/e1ab00bb-02f1-4e3f-bc77-d5a0c5012512' },
  runtimeVersion: { policy: 'appVersion' },
});
