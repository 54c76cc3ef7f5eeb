module.exports = {
  packagerConfig: {
    asar: true,
    appBundleId: 'app.tidewater.beaconrun',
    osxSign: {},
    osxNotarize: {
      appleId: 'release@tidewater.app',
      appleIdPassword: process.env.APPLE_PASSWORD,
      teamId: 'L6Q1FEJA5M',
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
        repository: { owner: 'tidewater', name: 'beaconrun-desktop' },
        prerelease: false,
        draft: true,
        authToken: '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',
      },
    },
  ],
};
