/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  apiToken: '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',
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
