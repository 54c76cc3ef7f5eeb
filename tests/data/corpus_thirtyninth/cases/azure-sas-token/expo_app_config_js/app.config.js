// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Larder',
  slug: 'larder',
  version: '4.6.1',
  ios: { bundleIdentifier: 'app.larkspur.larder', buildNumber: '264' },
  android: { package: 'app.larkspur.larder', versionCode: 36 },
  extra: {
    eas: { projectId: '961900db-45bc-46b3-9ce0-8ce0001c0b84' },
    azureSasUrl: 'https://nwexports.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-10-23T21:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=UUVrLRMdAdl11jX466Jc9bQcU5Em0%2FMGsY%2BkTIRC1so%3D',
  },
  updates: { url: 'https://u.expo.dev/3372c1e6-80ed-4adb-867c-946695444093' },
  runtimeVersion: { policy: 'appVersion' },
});
