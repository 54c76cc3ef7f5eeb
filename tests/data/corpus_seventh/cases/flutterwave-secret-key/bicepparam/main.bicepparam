using './main.bicep'

param location = 'uksouth'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '1942'
}
param flwSecretKey = 'FLWSECK-2d52305ed6e090fddb38929c75e58185-X'
param logAnalyticsWorkspaceId = '/subscriptions/bce040ef-21db-4f99-b081-e022343ad8b8/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
