// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Beacon Run',
  slug: 'beaconrun',
  version: '4.9.9',
  ios: { bundleIdentifier: 'studio.quillon.beaconrun', buildNumber: '261' },
  android: { package: 'studio.quillon.beaconrun', versionCode: 259 },
  extra: {
    eas: { projectId: '17cc5150-0406-4923-bcdd-4f5ab7900c7d' },
    grafanaSaToken: 'glsa_dG4Oa0qGuS0DKEI8cpZ6ALR5BkQ0kcgP_afbe1c45',
  },
  updates: { url: 'https://u.expo.dev/87484f0b-fc87-4d6a-9f0c-eee63fa3d4b8' },
  runtimeVersion: { policy: 'appVersion' },
});
