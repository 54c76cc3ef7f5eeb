/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  slackWorkflowUrl: 'akv:SLACK_WORKFLOW_WEBHOOK',
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
