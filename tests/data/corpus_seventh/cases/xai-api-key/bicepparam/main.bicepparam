using './main.bicep'

param location = 'westeurope'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '5386'
}
param grokApiKey = 'xai-QiNzoSFJzrMgdGnMUeSYY0771UYFkQwLYrWehj9VC3eLxJKXhwsAKoMr01WInWCBnlBXocXJsj2EhCbG'
param logAnalyticsWorkspaceId = '/subscriptions/486ea59a-c8f6-48df-afd4-82524c54b030/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
