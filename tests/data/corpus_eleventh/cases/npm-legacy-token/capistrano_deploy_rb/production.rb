server "10.19.136.193", user: "deploy", roles: %w{app db web}
server "10.9.235.75", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/ingest"
set :default_env, {
  "RAILS_ENV" => "production",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}

namespace :deploy do
  desc "Upload .npmrc"
  task :upload_key do
    on roles(:app) do
      upload! StringIO.new(<<-'KEY'), "#{shared_path}/config/.npmrc"
registry=https://registry.npmjs.org/
@kestrel:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=6bc61e75-d12e-4b1c-b180-e21f892fe3e9
always-auth=true
save-exact=true
      KEY
      execute :chmod, "600", "#{shared_path}/config/.npmrc"
    end
  end
end