server "10.27.100.62", user: "deploy", roles: %w{app db web}
server "10.28.171.80", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/orders"
set :default_env, {
  "RAILS_ENV" => "production",
  "ATLAS_CLIENT_ID" => "mdb_sa_id_266770114121348d8f4ad81b",
  "MONGODB_ATLAS_CLIENT_SECRET" => "mdb_sa_sk_MLiy1s2jSvBLXsgBjSaWkFcMQTA0FsN4fjtK98OE",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}