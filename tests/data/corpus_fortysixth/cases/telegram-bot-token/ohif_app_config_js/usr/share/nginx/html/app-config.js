/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  telegramBotToken: '123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11',
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
