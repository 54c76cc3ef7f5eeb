/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  perplexityApiKey: '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',
  dataSources: [
    {
      namespace: '@ohif/extension-default.dataSourcesModule.dicomweb',
      sourceName: 'dicomweb',
      configuration: {
        friendlyName: 'Tidewater PACS',
        name: 'orthanc',
        wadoUriRoot: 'https://pacs.tidewater-imaging.com/wado',
        qidoRoot: 'https://pacs.tidewater-imaging.com/dicom-web',
        wadoRoot: 'https://pacs.tidewater-imaging.com/dicom-web',
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
