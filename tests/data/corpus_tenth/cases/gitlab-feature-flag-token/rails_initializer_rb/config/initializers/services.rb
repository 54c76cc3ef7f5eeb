# frozen_string_literal: true

Rails.application.configure do
  config.x.gitlab_ff_client_token = ENV.fetch("GITLAB_FF_CLIENT_TOKEN", "glffct-f5bio0474WA6EDKnX_AB")
end
