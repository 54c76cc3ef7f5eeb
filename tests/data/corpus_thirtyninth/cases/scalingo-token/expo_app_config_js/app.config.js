// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Trailmark',
  slug: 'trailmark',
  version: '1.10.9',
  ios: { bundleIdentifier: 'studio.quillon.trailmark', buildNumber: '51' },
  android: { package: 'studio.quillon.trailmark', versionCode: 13 },
  extra: {
    eas: { projectId: 'd5b01029-1a08-4096-8e28-ab1ffa2c4ca6' },
    secret: process.env.SCALINGO_TOKEN,
  },
  updates: { url: 'https://u.expo.dev/c0732578-4487-4f27-99df-ad463606033b' },
  runtimeVersion: { policy: 'appVersion' },
});
