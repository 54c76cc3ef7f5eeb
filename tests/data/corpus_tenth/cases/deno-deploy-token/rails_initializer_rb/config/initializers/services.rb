# frozen_string_literal: true

Rails.application.configure do
  config.x.deno_deploy_token = ENV.fetch("DENO_DEPLOY_TOKEN", "ddw_zcNJheGcT6NtSJExZVNX39678it9Oa488CkQ")
end
