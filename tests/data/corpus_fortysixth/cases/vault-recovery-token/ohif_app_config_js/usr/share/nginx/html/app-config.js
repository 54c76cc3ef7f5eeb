/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  vaultAuthToken: 'hvr.CAESIIyQcuJYM818pg6YcJxZO9NlDCqAYvNpWsf7QbkduQivGh4KHGh2ci5jRVlXTHZaQnFwNmNkZWZHV3JiS1ZKNHI',
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
