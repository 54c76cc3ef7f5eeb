// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '3.9.6',
  ios: { bundleIdentifier: 'dev.fernhill.tidepool', buildNumber: '197' },
  android: { package: 'dev.fernhill.tidepool', versionCode: 241 },
  extra: {
    eas: { projectId: 'fb58f36c-3825-4a95-a65a-87ed1a25ea0f' },
    apiKey: process.env.OPENAI_SERVICE_ACCOUNT_KEY,
  },
  updates: { url: 'https://u.expo.dev/0f112cc0-a0e7-4c17-a107-cdbd8bec19a8' },
  runtimeVersion: { policy: 'appVersion' },
});
