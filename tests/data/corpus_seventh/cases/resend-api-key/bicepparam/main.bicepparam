using './main.bicep'

param location = 'uksouth'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '7732'
}
param resendApiKey = 're_FsCVWuS0_webnZ7s5dWfjlvf5bPo5yS5Z'
param logAnalyticsWorkspaceId = '/subscriptions/a7df62f7-94ea-43a4-ab4d-1e3c0ca4961c/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
