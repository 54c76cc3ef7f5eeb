server "10.3.231.204", user: "deploy", roles: %w{app db web}
server "10.27.120.239", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/checkout"
set :default_env, {
  "RAILS_ENV" => "production",
  "ALGOLIA_APP_ID" => "7BRWLWH3SY",
  "ALGOLIA_WRITE_API_KEY" => "1234567890abcdef1234567890abcdef",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}
