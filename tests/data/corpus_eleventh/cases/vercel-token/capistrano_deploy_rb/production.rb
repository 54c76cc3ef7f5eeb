server "10.27.138.121", user: "deploy", roles: %w{app db web}
server "10.7.136.61", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/ingest"
set :default_env, {
  "RAILS_ENV" => "production",
  "VERCEL_TOKEN" => "fuK93LdSG5JsEvObbDLYaArT",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}
