// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Beacon Run',
  slug: 'beaconrun',
  version: '2.17.6',
  ios: { bundleIdentifier: 'io.kestrelapps.beaconrun', buildNumber: '209' },
  android: { package: 'io.kestrelapps.beaconrun', versionCode: 296 },
  extra: {
    eas: { projectId: '836a291d-e525-41e6-8023-95002b4d0569' },
    blobSasUrl: 'https://nwexports.blob.core.windows.net/backups/db.bak?sig=m4v8rtKuG5dtAJSVfJ2fZ%2BoW%2Bqs2dthl8GuTchNdH6k%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-12-23T07%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b',
  },
  updates: { url: 'https://u.expo.dev/74e94a23-309e-4561-a7f8-6e61a61f6451' },
  runtimeVersion: { policy: 'appVersion' },
});
