// app.config.js -- evaluated by the Expo CLI and by EAS Build
export default ({ config }) => ({
  ...config,
  name: 'Pocketledger',
  slug: 'pocketledger',
  version: '4.17.2',
  ios: { bundleIdentifier: 'games.cobaltpeak.pocketledger', buildNumber: '53' },
  android: { package: 'games.cobaltpeak.pocketledger', versionCode: 43 },
  extra: {
    eas: { projectId: '459c45bd-6f41-48c0-9b8a-dbd7e5e59a7d' },
    teamsWebhookUrl: 'https://kestrelworks.webhook.office.com/webhookb2/fe07603f-5f3e-4996-afc6-61272ec37a9a@7b80a010-2f8d-48c9-877c-83a831ad89ae/IncomingWebhook/a762921db8a491cfe96696a402c90048/4309c87e-6095-4e6d-8ac3-811d0ae4a7c9',
  },
  updates: { url: 'https://u.expo.dev/1973a3d7-6e78-4415-a2d5-8c42f5c45eb4' },
  runtimeVersion: { policy: 'appVersion' },
});
