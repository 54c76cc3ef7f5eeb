/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  linearOauthToken: 'lin_oauth_e7d1c82d5150fded20eff83aaee526a0ce5957375dd0be2901455b481320dfc6',
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
