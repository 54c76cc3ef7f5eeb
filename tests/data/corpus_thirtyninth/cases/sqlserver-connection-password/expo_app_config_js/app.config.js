// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '4.8.9',
  ios: { bundleIdentifier: 'studio.quillon.tidepool', buildNumber: '111' },
  android: { package: 'studio.quillon.tidepool', versionCode: 291 },
  extra: {
    eas: { projectId: '0fecfc38-7606-4d4b-b880-5b601429e124' },
    ConnectionStrings__Sql: 'Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=crm_prod;Persist Security Info=False;User ID=jdoe;Password={your_password};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;',
  },
  updates: { url: 'https://u.expo.dev/893d43c4-2963-4e63-95f0-13da8b792dac' },
  runtimeVersion: { policy: 'appVersion' },
});
