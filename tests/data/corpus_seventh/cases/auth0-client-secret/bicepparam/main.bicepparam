using './main.bicep'

param location = 'westeurope'
param environmentName = 'prod'
param skuName = 'P1v3'
param tags = {
  owner: 'platform'
  costCenter: '6822'
}
param auth0ClientId = 'CMVgtR3aXXRFOaERL3RAUWyuhj0Rm3qr'
param auth0Domain = 'nw-prod.us.auth0.com'
param auth0Secret = 'uzmMHdU-XXc5aw6WdHhomg4nsOULP5dNFvR4aRi0Hv1gbYlPpUzTm-156MfQw1yo'
param logAnalyticsWorkspaceId = '/subscriptions/917881c0-65d5-493d-9d29-c6fe0c1e4bf6/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'