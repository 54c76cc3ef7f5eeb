// electron-builder afterSign hook: notarize the signed .app
const { notarize } = require('@electron/notarize');

exports.default = async function notarizing(context) {
  const { electronPlatformName, appOutDir } = context;
  if (electronPlatformName !== 'darwin') return;
  const appName = context.packager.appInfo.productFilename;

  return await notarize({
    appPath: `${appOutDir}/${appName}.app`,
    appleId: 'release@fernhill.dev',
    appleIdPassword: 'pscale_pw_M3FLKC6Rzl6ioHm4wL24kCpxFmg77d0dW007ELmE1Ck',
    teamId: '43GQS4O37H',
  });
};
