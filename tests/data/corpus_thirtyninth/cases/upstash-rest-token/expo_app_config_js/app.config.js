// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Trailmark',
  slug: 'trailmark',
  version: '4.10.3',
  ios: { bundleIdentifier: 'app.larkspur.trailmark', buildNumber: '82' },
  android: { package: 'app.larkspur.trailmark', versionCode: 134 },
  extra: {
    eas: { projectId: '86abce01-9f06-4293-aaec-37419116c57c' },
    upstashRedisRestUrl: 'https://clever-heron-58374.upstash.io',
    REDIS_TOKEN: 'AQdHASQgMTE2NzcxZWYtNDdlOS00MzU0LTgwOTctNDY5NzEyOTk2MzY3eH1rhCaxjGx/JEBEPeBDKoeh8KjywgGqkuXCAT78lJI=',
  },
  updates: { url: 'https://u.expo.dev/ded986ca-8d04-4e5e-9208-5a34fe06f0e7' },
  runtimeVersion: { policy: 'appVersion' },
});
