/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  duffelToken: 'duffel_test_6SPyj_U7Ounhfgil4taPHlYbQeno8gJ91lmloq7kCVK',
  dataSources: [
    {
      namespace: '@ohif/extension-default.dataSourcesModule.dicomweb',
      sourceName: 'dicomweb',
      configuration: {
        friendlyName: 'Mercyridge PACS',
        name: 'orthanc',
        wadoUriRoot: 'https://pacs.mercyridge-health.org/wado',
        qidoRoot: 'https://pacs.mercyridge-health.org/dicom-web',
        wadoRoot: 'https://pacs.mercyridge-health.org/dicom-web',
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
