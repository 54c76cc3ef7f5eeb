/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  groqApiToken: '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',
  dataSources: [
    {
      namespace: '@ohif/extension-default.dataSourcesModule.dicomweb',
      sourceName: 'dicomweb',
      configuration: {
        friendlyName: 'Fernhill PACS',
        name: 'orthanc',
        wadoUriRoot: 'https://pacs.fernhill-capital.com/wado',
        qidoRoot: 'https://pacs.fernhill-capital.com/dicom-web',
        wadoRoot: 'https://pacs.fernhill-capital.com/dicom-web',
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
