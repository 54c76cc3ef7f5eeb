/** @type {AppTypes.Config} */
window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  maxNumberOfWebWorkers: 3,
  facebookAccessToken: 'EAAMCusQlx8s1TmPxyaQ9JOFJNvfre2V1UYRSukURQAJbjxwjhQOkd98vwiaMEDryTlekcpjLlvtKsOdn8Y6zHVhOY7JoOeXnnK4U7NLZYdOXxNwZEn5gMWu18sFt1opmSBX8nHtEoNYyyubClt8NGC0TySr',
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
