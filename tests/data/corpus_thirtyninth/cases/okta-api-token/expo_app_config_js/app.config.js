// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '1.15.6',
  ios: { bundleIdentifier: 'studio.quillon.tidepool', buildNumber: '244' },
  android: { package: 'studio.quillon.tidepool', versionCode: 15 },
  extra: {
    eas: { projectId: '916e63b2-2fc3-40cf-9d85-18791aa40541' },
    oktaOrgUrl: 'https://larkspur-dev.okta.com',
    OKTA_MANAGEMENT_TOKEN: '00KXnzChQC509QQZ1hihNVJ9HCrDsmLMsJ2USfqOt4',
  },
  updates: { url: 'https://u.expo.dev/36b9fbed-96b3-477f-a5ab-dec9332f6872' },
  runtimeVersion: { policy: 'appVersion' },
});
