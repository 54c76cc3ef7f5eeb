// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Fieldnote',
  slug: 'fieldnote',
  version: '2.19.0',
  ios: { bundleIdentifier: 'dev.fernhill.fieldnote', buildNumber: '261' },
  android: { package: 'dev.fernhill.fieldnote', versionCode: 132 },
  extra: {
    eas: { projectId: 'ff920cfc-3624-43c4-ab8e-580d4889d0a7' },
    privateKey: '0c2b5d5c-5031-4b24-8069-ca1ddec424d3',
  },
  updates: { url: 'https://u.expo.dev/0ed1c845-0499-4964-9f23-ca1fe02dbe99' },
  runtimeVersion: { policy: 'appVersion' },
});
