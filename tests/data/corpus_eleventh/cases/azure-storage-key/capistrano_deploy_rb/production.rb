server "10.5.164.48", user: "deploy", roles: %w{app db web}
server "10.29.19.168", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/webhooks"
set :default_env, {
  "RAILS_ENV" => "production",
  "AZURE_STORAGE_CONNECTION_STRING" => "UseDevelopmentStorage=true",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}