// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Larder',
  slug: 'larder',
  version: '3.10.8',
  ios: { bundleIdentifier: 'app.larkspur.larder', buildNumber: '124' },
  android: { package: 'app.larkspur.larder', versionCode: 233 },
  extra: {
    eas: { projectId: '3dce5deb-9008-4884-8333-e2ea221fca4e' },
    razorpayKeyId: 'rzp_live_bbf9fmGKerIcQq',
    RZP_KEY_SECRET: 'hkZEEKgvvFz8FTmaoHWQNhzl',
  },
  updates: { url: 'https://u.expo.dev/d9ceed05-a4a7-44ab-9e13-aeb4cecdaec4' },
  runtimeVersion: { policy: 'appVersion' },
});
