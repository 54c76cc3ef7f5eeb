using './main.bicep'

param location = 'westeurope'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '5602'
}
param stripeSecretKey = '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'
param logAnalyticsWorkspaceId = '/subscriptions/a9f426f1-ab26-4d97-9dd2-cd734c1a2228/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
