// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Trailmark',
  slug: 'trailmark',
  version: '1.8.6',
  ios: { bundleIdentifier: 'app.larkspur.trailmark', buildNumber: '181' },
  android: { package: 'app.larkspur.trailmark', versionCode: 210 },
  extra: {
    eas: { projectId: '427947f5-4cf1-4189-afe5-ed4492e397b3' },
    apimSubscriptionKey: 'fFSXbNuAlvhOjVjqPWLVnYRA7fGRIUD4oyhUUd0czTgEvZxYAuIyJQQJ99CDACtSlhu6APIMr7GdAPIMEgcs',
  },
  updates: { url: 'https://u.expo.dev/f0dc22fe-0114-458b-8070-799365cbe74c' },
  runtimeVersion: { policy: 'appVersion' },
});
