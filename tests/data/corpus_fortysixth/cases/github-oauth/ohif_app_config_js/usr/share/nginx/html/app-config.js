/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  githubClientId: 'Ov23liDC1SpLQVl0wjEm',
  dataSources: [
    {
      namespace: '@ohif/extension-default.dataSourcesModule.dicomweb',
      sourceName: 'dicomweb',
      configuration: {
        friendlyName: 'Larkspur PACS',
        name: 'orthanc',
        wadoUriRoot: 'https://pacs.larkspur-clinic.com/wado',
        qidoRoot: 'https://pacs.larkspur-clinic.com/dicom-web',
        wadoRoot: 'https://pacs.larkspur-clinic.com/dicom-web',
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
