// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Larder',
  slug: 'larder',
  version: '4.15.6',
  ios: { bundleIdentifier: 'games.cobaltpeak.larder', buildNumber: '231' },
  android: { package: 'games.cobaltpeak.larder', versionCode: 23 },
  extra: {
    eas: { projectId: '6d6971d6-e2fd-4458-ace6-7034c213798f' },
    vaultTokenAccessor: 'soY1rFZAEYlixr1eiFss29bs',
  },
  updates: { url: 'https://u.expo.dev/08191646-7b65-4e7b-b40c-fba59ce260ea' },
  runtimeVersion: { policy: 'appVersion' },
});
