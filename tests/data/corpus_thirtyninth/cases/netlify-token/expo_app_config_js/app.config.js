// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Beacon Run',
  slug: 'beaconrun',
  version: '1.0.6',
  ios: { bundleIdentifier: 'games.cobaltpeak.beaconrun', buildNumber: '215' },
  android: { package: 'games.cobaltpeak.beaconrun', versionCode: 269 },
  extra: {
    eas: { projectId: '56ee1ef4-6907-485c-8358-eb4312eeafff' },
    netlifyToken: 'nfp_FeeGVuIxMGmGLLBCGJetNn4fLggwqoFVncEB',
  },
  updates: { url: 'https://u.expo.dev/410beec0-58a4-434a-83bf-ff41e5e383f0' },
  runtimeVersion: { policy: 'appVersion' },
});
