server "10.32.44.193", user: "deploy", roles: %w{app db web}
server "10.27.116.149", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/orders"
set :default_env, {
  "RAILS_ENV" => "production",
  "GRAFANA_CLOUD_TOKEN" => "sha256:6928ab0772836b15820b9a4a84e4311b3a72c14a8e01940a44ec479605befdc7",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}