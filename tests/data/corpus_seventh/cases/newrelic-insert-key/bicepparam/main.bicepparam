using './main.bicep'

param location = 'uksouth'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '9350'
}
param newRelicInsertKey = 'NRII-********'
param logAnalyticsWorkspaceId = '/subscriptions/199abe09-3523-4b77-ba0a-9fb48c035de2/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
