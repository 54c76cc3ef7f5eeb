using './main.bicep'

param location = 'westeurope'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '6843'
}
param facebookAccessToken = 'EAAG…'
param logAnalyticsWorkspaceId = '/subscriptions/0014dc25-7683-4971-9c4b-9d646e3d9aeb/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'