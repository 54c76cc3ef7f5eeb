using './main.bicep'

param location = 'westeurope'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '8749'
}
param neonApiKey = 'napi_we5jgw7y8kpqy7yr6opshgb63oxrpbvpvwhsqkksey5fymol2htzf39r6of9s5gd'
param logAnalyticsWorkspaceId = '/subscriptions/9b743bec-b03a-4115-9305-981cee71c3e7/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
