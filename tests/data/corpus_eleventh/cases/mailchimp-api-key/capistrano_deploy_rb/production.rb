server "10.23.41.21", user: "deploy", roles: %w{app db web}
server "10.1.112.99", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/ingest"
set :default_env, {
  "RAILS_ENV" => "production",
  "MC_API_KEY" => "62e56415429d11ae219d31e8bf04ec81-us20",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}