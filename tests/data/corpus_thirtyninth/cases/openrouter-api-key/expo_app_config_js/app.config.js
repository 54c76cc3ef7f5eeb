// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Larder',
  slug: 'larder',
  version: '4.3.5',
  ios: { bundleIdentifier: 'app.larkspur.larder', buildNumber: '144' },
  android: { package: 'app.larkspur.larder', versionCode: 297 },
  extra: {
    eas: { projectId: '312eca51-45c7-47b8-a301-0ad7650dbba0' },
    openrouterKey: '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',
  },
  updates: { url: 'https://u.expo.dev/f8a502e0-032e-4b5e-b73b-0bd8864cabc1' },
  runtimeVersion: { policy: 'appVersion' },
});
