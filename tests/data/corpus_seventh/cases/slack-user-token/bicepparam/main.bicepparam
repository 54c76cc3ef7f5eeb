using './main.bicep'

param location = 'westeurope'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '1666'
}
param slackUserOauthToken = 'xoxp-27589355906-47889619487-1350957381891-270e323a0e4a2b5d18042fe8e9e6df3f'
param logAnalyticsWorkspaceId = '/subscriptions/174b178f-e4e2-4d41-8d01-6d8c99585831/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'