using './main.bicep'

param location = 'uksouth'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '8871'
}
param nvidiaApiKey = 'nvapi-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'
param logAnalyticsWorkspaceId = '/subscriptions/e89bd398-1999-44d4-845e-359b1b257cc1/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
