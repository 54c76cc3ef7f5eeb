using './main.bicep'

param location = 'westeurope'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '1650'
}
param axiomToken = 'xaat-00000000-0000-0000-0000-000000000000'
param logAnalyticsWorkspaceId = '/subscriptions/e32b43c7-c7a7-4456-9784-a854c3712acb/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
