@{
    # Loaded by Start-NotifierBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'notifier-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\notifier-bridge'
    WorkloadIdentityConfig = @'
{
  "universe_domain": "googleapis.com",
  "type": "external_account",
  "audience": "//iam.googleapis.com/projects/626683061672/locations/global/workloadIdentityPools/github/providers/github",
  "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
  "token_url": "https://sts.googleapis.com/v1/token",
  "service_account_impersonation_url": "https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/deployer@kestrel-prod.iam.gserviceaccount.com:generateAccessToken",
  "credential_source": {
    "file": "/var/run/secrets/tokens/gcp-ksa/token",
    "format": {
      "type": "text"
    }
  }
}
'@
}
