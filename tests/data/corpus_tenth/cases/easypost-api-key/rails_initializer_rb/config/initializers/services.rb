# frozen_string_literal: true

Rails.application.configure do
  config.x.easypost_api_key = ENV.fetch("EASYPOST_API_KEY", "EZAKQlgQXnMEJwi6clpjSJN7fR4BBfZKEmErZ01QjyBXIK4pQt8tUN4Cdz")
end