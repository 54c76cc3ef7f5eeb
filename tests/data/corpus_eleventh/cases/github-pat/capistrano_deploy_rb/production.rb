server "10.34.197.71", user: "deploy", roles: %w{app db web}
server "10.20.137.187", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/notifier"
set :default_env, {
  "RAILS_ENV" => "production",
  "GITHUB_ACCESS_TOKEN" => "<masked>",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}
