using './main.bicep'

param location = 'uksouth'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '7954'
}
param vaultToken = 'hvb.**********'
param logAnalyticsWorkspaceId = '/subscriptions/56ee5440-b4b6-4231-a798-034602ffa8bd/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'