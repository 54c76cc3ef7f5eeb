/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  auth0ClientId: 'ZYCcDvSHl3Vkk9lLkEo9SxUSIiOtKDlQ',
  auth0Domain: 'kestrelworks.us.auth0.com',
  auth0ManagementClientSecret: 'FmRZB0eMJd16Y6IvcLPgWvEnPEtXiO30eqVREyx2FyUCi2h3vtpnQC1b9aQjkdHZ',
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
