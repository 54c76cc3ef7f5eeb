// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Larder',
  slug: 'larder',
  version: '2.6.3',
  ios: { bundleIdentifier: 'app.tidewater.larder', buildNumber: '162' },
  android: { package: 'app.tidewater.larder', versionCode: 54 },
  extra: {
    eas: { projectId: '0006d577-0fad-4433-9c83-471362722495' },
    GROQ_API_TOKEN: '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',
  },
  updates: { url: 'https://u.expo.dev/a1a2f3a1-2d96-463b-bc35-444f2d5843e6' },
  runtimeVersion: { policy: 'appVersion' },
});
