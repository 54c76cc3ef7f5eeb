/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  blobSasUrl: 'https://tessbackups.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-08-28T19:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=<hidden>',
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
