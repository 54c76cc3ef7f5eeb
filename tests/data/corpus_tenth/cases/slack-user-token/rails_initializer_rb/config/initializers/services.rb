# frozen_string_literal: true

Rails.application.configure do
  config.x.slack_user_token = ENV.fetch("SLACK_USER_TOKEN", "xoxp-43069621200-33867487901-2540635687064-87852e86430c50d04994183b35a263ef")
end
