// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Pocketledger',
  slug: 'pocketledger',
  version: '1.12.3',
  ios: { bundleIdentifier: 'app.larkspur.pocketledger', buildNumber: '143' },
  android: { package: 'app.larkspur.pocketledger', versionCode: 222 },
  extra: {
    eas: { projectId: '80e9b352-d795-4b30-9cda-b4d3f625b05a' },
    twilioAccountSid: 'AC5bc0b4b82d2249c4c0195d6c32b35704',
  },
  updates: { url: 'https://u.expo.dev/1dff1e7d-a93d-4675-93c8-6e32a558f525' },
  runtimeVersion: { policy: 'appVersion' },
});
