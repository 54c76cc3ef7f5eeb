server "10.25.91.185", user: "deploy", roles: %w{app db web}
server "10.24.4.78", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/orders"
set :default_env, {
  "RAILS_ENV" => "production",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}

namespace :deploy do
  desc "Upload release.pub.asc"
  task :upload_key do
    on roles(:app) do
      upload! StringIO.new(<<-'KEY'), "#{shared_path}/config/release.pub.asc"
-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEY3fl5xYJKwYBBAHaRw8BAQdAFOutVhoCP0444QgiUBQiUeP87BPKcTfieSoo
23+OS/7NKVJlbGVhc2UgU2lnbmluZyA8cmVsZWFzZUBrZXN0cmVsd29ya3MuaW8+
wnwEExYKlKIUnDLDRj7KM67lgYBTVSAixYYdSVz2cQVOgHVQuZDTN/JKm2J7snel
DtEWrhoYffeJUvCGxMr4dQv+cWF06O3w3QlMGt26COe6HF55XEsCU2tuTwUYMjnd
jjYhgH6Z1+4D20HuRj3FTetReGPCfP/DOmA6+9UQ
=fwcZ
-----END PGP PUBLIC KEY BLOCK-----
      KEY
      execute :chmod, "600", "#{shared_path}/config/release.pub.asc"
    end
  end
end
