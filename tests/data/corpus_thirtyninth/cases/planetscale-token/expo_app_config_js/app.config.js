// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Beacon Run',
  slug: 'beaconrun',
  version: '1.15.5',
  ios: { bundleIdentifier: 'app.larkspur.beaconrun', buildNumber: '30' },
  android: { package: 'app.larkspur.beaconrun', versionCode: 295 },
  extra: {
    eas: { projectId: 'b6fc6514-94da-4d4e-833d-337c05be0bbe' },
    planetscaleServiceTokenId: 'w5c6ofulqzq1',
    planetscaleServiceToken: 'pscale_tkn_hUe2L_63IcxRhkurfzJoCZ1OZ9Ij8EGNQkiQ3eo_uHS',
  },
  updates: { url: 'https://u.expo.dev/c4d1c283-7915-4d8a-96df-24a7ad83907c' },
  runtimeVersion: { policy: 'appVersion' },
});
