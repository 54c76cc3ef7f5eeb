// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Beacon Run',
  slug: 'beaconrun',
  version: '2.18.7',
  ios: { bundleIdentifier: 'app.larkspur.beaconrun', buildNumber: '109' },
  android: { package: 'app.larkspur.beaconrun', versionCode: 46 },
  extra: {
    eas: { projectId: 'a9ccd99d-c4f8-4fab-b556-e2a416a87a00' },
    LANGFUSE_PUBLIC_KEY: 'pk-lf-4f25d228-61c6-4828-baa9-3d10afc9305e',
  },
  updates: { url: 'https://u.expo.dev/1efdaccf-7fa1-4b75-a0b5-878487799317' },
  runtimeVersion: { policy: 'appVersion' },
});
