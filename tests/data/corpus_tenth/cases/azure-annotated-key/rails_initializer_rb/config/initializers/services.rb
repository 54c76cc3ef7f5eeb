# frozen_string_literal: true

Rails.application.configure do
  config.x.azure_devops_ext_pat = ENV.fetch("AZURE_DEVOPS_EXT_PAT", "ref+awsssm://prod/azure-annotated-key")
end
