using './main.bicep'

param location = 'uksouth'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '1538'
}
param artifactoryApiKey = 'AKCp5lTp78XK3NKCDVGqZTemHQyhsGJ93KZBxfYNFpOYXSVvTGCu6icqb0X5cgfKxt7Jc4rem'
param logAnalyticsWorkspaceId = '/subscriptions/73376af0-2d3f-4bd8-84d6-3fce5349b928/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
