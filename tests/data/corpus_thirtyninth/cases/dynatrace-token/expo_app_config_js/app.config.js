// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Larder',
  slug: 'larder',
  version: '4.12.3',
  ios: { bundleIdentifier: 'app.tidewater.larder', buildNumber: '43' },
  android: { package: 'app.tidewater.larder', versionCode: 231 },
  extra: {
    eas: { projectId: '5ede6c35-0d76-4d3c-aa5c-6c0551e177e1' },
    DYNATRACE_API_TOKEN: 'dt0c01.AQXXSZDIXIK11PWK5PA99L2F.04JCQLKSXHF8EXWUQOPE8GDOBAHOOJCHGQE5ATF2MGD881VDSN01UROSOVMIQG50',
  },
  updates: { url: 'https://u.expo.dev/47826b2a-5a9a-4a13-bce0-723bab4d8b73' },
  runtimeVersion: { policy: 'appVersion' },
});
