module.exports = {
  packagerConfig: {
    asar: true,
    appBundleId: 'studio.quillon.tidepool',
    osxSign: {},
    osxNotarize: {
      appleId: 'release@quillon.studio',
      appleIdPassword: process.env.APPLE_PASSWORD,
      teamId: 'II9JYKQC6A',
    },
  },
  makers: [
    {
      name: '@electron-forge/maker-squirrel',
      config: {
        certificateFile: './certs/windows.pfx',
        certificatePassword: process.env.WINDOWS_CERT_PASSWORD,
      },
    },
    { name: '@electron-forge/maker-dmg', config: { format: 'ULFO' } },
  ],
  publishers: [
    {
      name: '@electron-forge/publisher-github',
      config: {
        repository: { owner: 'quillon', name: 'tidepool-desktop' },
        prerelease: false,
        draft: true,
        authToken: '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',
      },
    },
  ],
};
