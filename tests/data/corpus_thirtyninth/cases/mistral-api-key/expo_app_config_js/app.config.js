// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '3.12.5',
  ios: { bundleIdentifier: 'app.tidewater.tidepool', buildNumber: '294' },
  android: { package: 'app.tidewater.tidepool', versionCode: 296 },
  extra: {
    eas: { projectId: '2d304c94-6f9c-4265-b9a6-e30580b04a2b' },
    mistral_api_key: 'ZYGfFDJu25dEaoNVM9HatJf4XxxlxRtJ',
  },
  updates: { url: 'https://u.expo.dev/25db83b0-2ed3-4d04-8184-ec0de1cea2f6' },
  runtimeVersion: { policy: 'appVersion' },
});
