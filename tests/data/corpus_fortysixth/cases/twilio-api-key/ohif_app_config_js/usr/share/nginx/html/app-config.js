/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  twilioKeySid: 'SK3362020d529a4fa2f3b010117d7a1a5f',
  dataSources: [
    {
      namespace: '@ohif/extension-default.dataSourcesModule.dicomweb',
      sourceName: 'dicomweb',
      configuration: {
        friendlyName: 'Quillon PACS',
        name: 'orthanc',
        wadoUriRoot: 'https://pacs.quillon-bank.net/wado',
        qidoRoot: 'https://pacs.quillon-bank.net/dicom-web',
        wadoRoot: 'https://pacs.quillon-bank.net/dicom-web',
        qidoSupportsIncludeField: false,
        imageRendering: 'wadors',
        thumbnailRendering: 'wadors',
        enableStudyLazyLoad: true,
        supportsFuzzyMatching: false,
        supportsWildcard: true,
      },
    },
  ],
  defaultDataSourceName: 'dicomweb',
};
