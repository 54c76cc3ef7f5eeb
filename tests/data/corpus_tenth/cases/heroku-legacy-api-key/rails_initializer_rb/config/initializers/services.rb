# frozen_string_literal: true

Rails.application.configure do
  config.x.heroku_api_key = "e6deec3d-3987-4f36-b7cf-cedf5b350e74"
end
