// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '3.19.1',
  ios: { bundleIdentifier: 'io.kestrelapps.tidepool', buildNumber: '54' },
  android: { package: 'io.kestrelapps.tidepool', versionCode: 199 },
  extra: {
    eas: { projectId: 'e7477bcd-1321-4b9a-8d1f-5b2098f379d3' },
    shippoToken: 'shippo_live_b901efd6170d6b581dbe2402db78b825d4f765cd',
  },
  updates: { url: 'https://u.expo.dev/ea943d88-b81f-4d6c-a901-353136bceabe' },
  runtimeVersion: { policy: 'appVersion' },
});
