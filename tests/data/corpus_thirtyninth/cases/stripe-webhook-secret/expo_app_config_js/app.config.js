// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Pocketledger',
  slug: 'pocketledger',
  version: '1.19.5',
  ios: { bundleIdentifier: 'games.cobaltpeak.pocketledger', buildNumber: '218' },
  android: { package: 'games.cobaltpeak.pocketledger', versionCode: 79 },
  extra: {
    eas: { projectId: 'd186f54c-4e2f-4553-abd1-c0adb096ebfd' },
    stripeWebhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  },
  updates: { url: 'https://u.expo.dev/d91c5f30-841d-4cf5-909c-45114a86764b' },
  runtimeVersion: { policy: 'appVersion' },
});
