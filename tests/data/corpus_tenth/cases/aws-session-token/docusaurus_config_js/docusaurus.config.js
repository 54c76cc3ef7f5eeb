// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    awsSessionToken: 'IQoJb3JpZ2luX2VjEKGotkEY54lqmzsiZMZ1aG2+8g2n8XclckOpcCs3DlqYI/bcaw6zZi8o+EuE6aS/vUxP3cbt7vbpNpyX8wi+iEvIG7P17SPPPE7IKzKBEBsAEW5qhSNA0COmnvxRrmVuXbCmG7l/D7pDEcXMUNIbuWSXs2hy8Ei4WMs7nd5NzoFYVEnzsGI/cpf8Fp/M+IuIFMXM2956vBGXt+nOV21bJlKvuQ6FUoWU7u+R8NQbR/algqfrwlbTTZHiHuDD94umFZXL/TQc1e7bThTDMRp6gw0hXUeSFusPPP027AkxBvDaGs8PxOYizjF7l32SwF80Tfo9C/7vnNMLFTbCMN6gLc8V6zg1xKEFu5sDXjEnWFtrKflp+abJ8+iHsXypETcvzn6UseTxcm/T3+OPB02dKTF6CS68WH7psxP2iLJZyRHyeJA5d7ICOv72/Up44h2RH0rOnqyv/F+EEfS+nyh/fk9QozQVBOo2jaIjGFHtgtm7cquYw4pUVA9qUpOCFA86iCwi/HxT0H5vfQ6Xn921OK4NYHMlkgbzokKWP9MPCdbZW4sn19EFBcCGZTgZWQHOg58=',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
