// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Pocketledger',
  slug: 'pocketledger',
  version: '4.1.9',
  ios: { bundleIdentifier: 'io.kestrelapps.pocketledger', buildNumber: '60' },
  android: { package: 'io.kestrelapps.pocketledger', versionCode: 25 },
  extra: {
    eas: { projectId: '65229790-3168-45b8-8c87-305993d2e0d7' },
    codecovUploadToken: 'f593280f-c660-40be-856b-f5d8e4d600f2',
  },
  updates: { url: 'https://u.expo.dev/cba11f6a-a2c6-442c-adce-fd2f0dcd506e' },
  runtimeVersion: { policy: 'appVersion' },
});
