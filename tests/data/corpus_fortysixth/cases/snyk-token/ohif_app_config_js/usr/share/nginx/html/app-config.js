/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  snykAuthToken: '333ef885-2b5f-40e2-94bb-31aeb64cf979',
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
