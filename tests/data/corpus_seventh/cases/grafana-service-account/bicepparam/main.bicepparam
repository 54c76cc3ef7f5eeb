using './main.bicep'

param location = 'eastus2'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '8336'
}
param grafanaServiceAccountToken = 'glsa_sF1NL9cFYfQEWsQmSp2UuPRc9xPThqBn_9b7792aa'
param logAnalyticsWorkspaceId = '/subscriptions/dccd31f8-003e-468d-8d6d-3ce2763c8b0f/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
