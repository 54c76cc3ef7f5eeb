// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Fieldnote',
  slug: 'fieldnote',
  version: '3.19.5',
  ios: { bundleIdentifier: 'studio.quillon.fieldnote', buildNumber: '207' },
  android: { package: 'studio.quillon.fieldnote', versionCode: 41 },
  extra: {
    eas: { projectId: 'd45746d1-7e94-4252-ade6-94319181488b' },
    gitlabRunnerToken: process.env.GITLAB_RUNNER_TOKEN,
  },
  updates: { url: 'https://u.expo.dev/0434152b-83ca-43c6-be1a-61c8ba39fb7a' },
  runtimeVersion: { policy: 'appVersion' },
});
