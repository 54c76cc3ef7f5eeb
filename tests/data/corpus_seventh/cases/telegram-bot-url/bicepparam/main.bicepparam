using './main.bicep'

param location = 'eastus2'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '6550'
}
param telegramApiUrl = 'https://api.telegram.org/bot2893224651:D7Sbk7Nmjc73NUCEpprX2kxbYebWrBDJTrJ/sendMessage'
param logAnalyticsWorkspaceId = '/subscriptions/fe14e269-199a-4da8-bb40-76b25df7d716/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
