# frozen_string_literal: true

Rails.application.configure do
  config.x.slack_app_token = ENV.fetch("SLACK_APP_TOKEN", "xapp-1-AQ073CUF[...]")
end
