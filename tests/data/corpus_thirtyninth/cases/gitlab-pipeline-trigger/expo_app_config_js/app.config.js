// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Fieldnote',
  slug: 'fieldnote',
  version: '3.2.7',
  ios: { bundleIdentifier: 'games.cobaltpeak.fieldnote', buildNumber: '160' },
  android: { package: 'games.cobaltpeak.fieldnote', versionCode: 130 },
  extra: {
    eas: { projectId: '60aa8a8b-9d6c-4069-a6c3-9fde129f0196' },
    gitlabTriggerToken: process.env.GITLAB_PIPELINE_TRIGGER,
  },
  updates: { url: 'https://u.expo.dev/e1541221-34d6-475f-bb17-8c37a1029c20' },
  runtimeVersion: { policy: 'appVersion' },
});
