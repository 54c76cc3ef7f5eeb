# frozen_string_literal: true

Rails.application.configure do
  config.x.sourcegraph_token = ENV.fetch("SOURCEGRAPH_TOKEN", "sgp_1a2fb171de926d2d_07b8711fdd334df20d54eb7991d6f75a379e13b8")
end
