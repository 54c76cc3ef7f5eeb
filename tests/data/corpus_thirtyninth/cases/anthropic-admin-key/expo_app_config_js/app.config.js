// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '1.18.6',
  ios: { bundleIdentifier: 'dev.fernhill.tidepool', buildNumber: '113' },
  android: { package: 'dev.fernhill.tidepool', versionCode: 145 },
  extra: {
    eas: { projectId: '4c566ae2-d508-4a85-a8a1-794d6b731514' },
    ANTHROPIC_WORKSPACE_ID: 'wrkspc_010Nj4gKPyeGxaR7V0VffUxt',
  },
  updates: { url: 'https://u.expo.dev/f3a6c99c-3b4a-4e9b-9247-bbf163f42fba' },
  runtimeVersion: { policy: 'appVersion' },
});
