/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  refreshToken: '1//03cx_VIwxz1t8h1pVea7oF985MPmYKv7voIa4Ys51xg0wdwi3wZ3pmP-AngKQPSCTCMtYlPj7tQ1hPXQrBPVC0OMg4hC1Q55rgz0o',
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
