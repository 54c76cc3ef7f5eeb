// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '2.7.1',
  ios: { bundleIdentifier: 'app.tidewater.tidepool', buildNumber: '292' },
  android: { package: 'app.tidewater.tidepool', versionCode: 14 },
  extra: {
    eas: { projectId: 'ae4f5847-79f1-4be4-8cef-22f36089e623' },
    mapboxSecretToken: 'sk.eyJ1Ijoia3ctbWFwcyIsImEiOiJjZmg4cjcxam9qaHB0aXpyMmx2anFrZmkzIn0.FUomNEYC4O6tKV-W6H2GYz',
  },
  updates: { url: 'https://u.expo.dev/c2f6f7f8-eff1-4a86-b1c7-8377ccb013d8' },
  runtimeVersion: { policy: 'appVersion' },
});
