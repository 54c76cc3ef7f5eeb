# frozen_string_literal: true

Rails.application.configure do
  config.x.jira_user = "etl_reader@larkspur.dev"
  config.x.jira_api_token = ENV.fetch("JIRA_API_TOKEN", "uvCPTQ1MlQIXwVfOQsPteABf")
end
