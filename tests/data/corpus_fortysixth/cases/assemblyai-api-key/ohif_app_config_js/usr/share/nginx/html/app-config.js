/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  assemblyaiKey: 'e1ce5bc429d6e9a9acce0931a4661027',
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
