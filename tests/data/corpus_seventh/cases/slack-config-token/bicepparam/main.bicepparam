using './main.bicep'

param location = 'westeurope'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '3306'
}
param slackConfigToken = 'xoxe.xoxp-1-6vxFA3cZlQ87rbvmUvj88hkGkDJjH9d51eQAalpabMAgGtLSZ2xphBx0ilZSWhyoJC7eUKFVbJi5Gtj0CxRdmzMlaaJm5y3oCzU43ARzjawoCAyO8vmSghuDqDcfCqUGoytPRzCGlfsd0yyO8Ddd7BEacAX6pCwggAG3'
param logAnalyticsWorkspaceId = '/subscriptions/f9d675d9-bec0-4d63-9bc5-f7bcc7782da8/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'
