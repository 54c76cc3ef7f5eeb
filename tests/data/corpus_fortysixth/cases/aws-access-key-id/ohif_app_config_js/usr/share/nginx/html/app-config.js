/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  awsAccessKey: 'AKIA6TCDIZIKI5YEF7XX',
  dataSources: [
    {
      namespace: '@ohif/extension-default.dataSourcesModule.dicomweb',
      sourceName: 'dicomweb',
      configuration: {
        friendlyName: 'Cobaltpeak PACS',
        name: 'orthanc',
        wadoUriRoot: 'https://pacs.cobaltpeak-labs.ca/wado',
        qidoRoot: 'https://pacs.cobaltpeak-labs.ca/dicom-web',
        wadoRoot: 'https://pacs.cobaltpeak-labs.ca/dicom-web',
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
