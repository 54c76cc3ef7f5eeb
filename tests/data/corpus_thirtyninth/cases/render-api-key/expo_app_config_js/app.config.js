// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Beacon Run',
  slug: 'beaconrun',
  version: '4.3.9',
  ios: { bundleIdentifier: 'app.larkspur.beaconrun', buildNumber: '256' },
  android: { package: 'app.larkspur.beaconrun', versionCode: 297 },
  extra: {
    eas: { projectId: 'b8364f35-bd40-41cc-b040-186430db0304' },
    accessToken: 'rnd_iwPJZ5cbDP7gJgmjFvDmHY5M',
  },
  updates: { url: 'https://u.expo.dev/73a4eabc-48e2-4eba-8ccf-c7f25dc53d38' },
  runtimeVersion: { policy: 'appVersion' },
});
