// server/iap.js -- receipt validation for the App Store and Google Play (in-app-purchase)
const iap = require('in-app-purchase');

iap.config({
  test: process.env.NODE_ENV !== 'production',
  verbose: false,
  appleExcludeOldTransactions: true,
  applePassword: process.env.APPLE_SHARED_SECRET,
  googleServiceAccount: {
    clientEmail: 'iap-validator@fieldnote-play-ooa0.iam.gserviceaccount.com',
    privateKey: "-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIOHhhrVF/rTZ5cdbQs1p643+UXDLdml3AzoGi/9Y2+Bn\n-----END PRIVATE KEY-----\n",
  },
});

module.exports = async function validate(receipt) {
  await iap.setup();
  const res = await iap.validate(receipt);
  return iap.getPurchaseData(res, { ignoreCanceled: true, ignoreExpired: true });
};
