// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '2.7.2',
  ios: { bundleIdentifier: 'studio.quillon.tidepool', buildNumber: '278' },
  android: { package: 'studio.quillon.tidepool', versionCode: 219 },
  extra: {
    eas: { projectId: 'a038c269-cf06-4e05-9ca6-ea34b54f5d07' },
    TG_BOT_TOKEN: '2416589675:AACGm0OXvB54WPUlstgcF2BDq-RUYWoMRMo',
  },
  updates: { url: 'https://u.expo.dev/ff9cdc9a-421c-4af4-a7f8-366fc86e1ba6' },
  runtimeVersion: { policy: 'appVersion' },
});
