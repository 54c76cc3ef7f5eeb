using './main.bicep'

param location = 'westeurope'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '6236'
}
param unleashInstanceId = 'glffct-YOUR-INSTANCE-ID'
param logAnalyticsWorkspaceId = '/subscriptions/bfb12694-4277-45f7-8bf3-1803e2251b37/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
