using './main.bicep'

param location = 'uksouth'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '2142'
}
param awsKeyId = 'AKIA3D34B4WGGNALVH5K'
param logAnalyticsWorkspaceId = '/subscriptions/9175ad34-9086-4eac-9943-e7f0d2b447ee/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
