/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  accessToken: 'dapi7cf0d1a7d85b83d1573567af71139659',
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
