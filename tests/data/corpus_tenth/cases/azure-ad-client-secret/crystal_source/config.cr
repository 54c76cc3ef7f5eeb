require "http/client"
require "json"

module Reports
  VERSION = "3.24.4"
  AZURE_CLIENT_ID = "440162ec-7150-4f06-8edf-320473e32950"
  AZURE_TENANT_ID = "2e02835d-f571-4487-ba32-59fb335120ce"
  CLIENTSECRET = "Hik4Q~nSZj_M5X2QMb7UZconY5Yxhh60r0m-vT_b"
end