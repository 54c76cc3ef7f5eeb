using './main.bicep'

param location = 'westeurope'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '2653'
}
param flyAppName = 'kw-zwhwot'
param logAnalyticsWorkspaceId = '/subscriptions/5419c534-862e-441c-abcd-c8e4b304913e/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
