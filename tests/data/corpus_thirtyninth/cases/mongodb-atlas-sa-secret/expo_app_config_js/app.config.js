// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Trailmark',
  slug: 'trailmark',
  version: '2.5.1',
  ios: { bundleIdentifier: 'io.kestrelapps.trailmark', buildNumber: '246' },
  android: { package: 'io.kestrelapps.trailmark', versionCode: 164 },
  extra: {
    eas: { projectId: '91ba8cda-ac0b-40e8-a753-e2489ef0cf31' },
    MONGODB_ATLAS_CLIENT_ID: 'mdb_sa_id_f66dae44c6c2acb72f2e3e6c',
  },
  updates: { url: 'https://u.expo.dev/3bb068fe-7295-445f-a46f-c6afa0fb4f81' },
  runtimeVersion: { policy: 'appVersion' },
});
