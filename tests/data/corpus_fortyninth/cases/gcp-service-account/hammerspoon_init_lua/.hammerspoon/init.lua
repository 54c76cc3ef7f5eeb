-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

-- paste the key file into the focused window
hs.hotkey.bind(hyper, "K", function()
  hs.pasteboard.setContents([==[
{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "a0f9c5000c82814a14a2bb19fa4bb55118b7b689",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQC5wmUtT3ucl5in\n/EbnDmj3k2L83jrQDNmNJb4Rm3Qxjz2TV/q7QU2EAMMwbWG5ZN0eZLHKIGlpHc9l\nb//lF9vCc5yzy1YtWg21SLBANathtKG7cexZkpP/OxePWtUJ94DwfE9RnCng2oaI\n+QsX6685pq8sUPnCfWXUYXgQF4jPTRamY0on1kg4xIK9bVCJFDKEgXCm8zf/eSJJ\nz0IlmYWWsX6i2hWlKR1LisLIHDSzf2KbP5m/y6RGaFYv8uSO01mGwDjXfJXf+jRQ\n4Wi+/XhaZ0a3bGORIXfmqcaiYkEw7TGI0DEHP1LgyzVDek74G0ea2atVFhcmnIF9\ny/NuyR9WAgMBAAECggEBAO+/gD4SMH0Zok5AsNtRKnG09xNA8m5xygcZaXRqhGlY\n/ddFkqOh4yioojIMh04F9gS7JBDWc8BT1dQ1OkioJ2CGusn2C4y8SdmgtmSpJkrf\nt+ff4fyptV/OUZqJw1OixyGHr46X2eETWQ/w+BLllVCQbpmtS5My6tPwA+M2UynH\nyoMnj+p9OL4hNQZUzOxIk6NDBz+A4c9LhPN0ljcIZ0N+KkDSKPG0OEYZiJPO3v0U\neclPzHvU779k4iyYXXdSOcfmbMnYCUOmLPYNTfqESnELGjbYDhOxnqXB1d8KpjS0\nRVMQ5HKYuXFK/FrvdP0dIbeadNGJ9nwKZTvBuUEak6UCgYEA6yclcVS5c3kANkn4\nTbJFwKPvPCyhWKrZwov6qQxIrS3qUtZ3HyX1H/YuO35UHG/7aNTmxpfUtGuTNn/B\neahxMCGJSZkCMTe0A+kecFK1igIG6nNxHM+XfPXzz/J/ysuDh+zRQk6eEVBAn/M7\nr1XN+f++txyupFtku9+j5QEB0bICgYEAiNTIuHFh0Z6USEGXst/mFO03wkO4LpV1\n9GIY0u6F2+YCfiYTkUcT7w4H4SYgzFFvN/f7CBmiqW1kXafusLP0UoVJROwHbhwj\nIIquus9MTVNmTKDK8O38NgXlI2RAGKhDRJOXcCqmlitvvNTdglWBWPQChlK1y9IB\nuXUtyeZqEOQCgYEApIbrZq4oal5CiC6ijK1chC15caRcXxpHkjfxE5a35nU1s5Rr\nZQSlEydhGj2G5RM9D4IfEi49lcmzSIhE+77xkwWBumL1zY1xO9B2LBLLLAEtEcZ2\nt/SFr+JBm0nRS7l1uk/VbVpnYICPjtmDn1lc851xUy0zCIs9ngLYgDfEedcCgYEA\n8VnWT5c9zPbCD9weVuRR5G35ncN4a40KcMjHoBSZGyylx7RWkytbcsXvVxVm2n3K\n8iJQlnpkWurkaIm6zbPcd3MIPZCduG+lLmviZksBnWmtObTPNnwS3KnDQU/j3epw\nJKS+MyJ+wd3tB0H0j5c5I3WbRS51FORysCBC2npcTSYCgYEA2OSHHomZpR5K8iEJ\nNC3LPeXibuwJV8vsniQsum0jt9mZETKuynMvOf4bGwD3/bqmMnin6P/RN/68uP/X\nXeJOtIYjXJyH9VOy+W21zsoOkEQwVsuvwjbOTolCSzI+LDRiO0FEKIXh2eL5SrCo\nMYZTJNZe5rPmBLZcP/ygzJapGmA=\n-----END PRIVATE KEY-----\n",
  "client_email": "ci-deployer@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "445372535338612768119",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/ci-deployer%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}]==])
  hs.eventtap.keyStroke({"cmd"}, "v")
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
