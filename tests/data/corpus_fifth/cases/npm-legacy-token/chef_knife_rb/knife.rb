# See https://docs.chef.io/workstation/config_rb/ for more information on knife configuration options

current_dir = File.dirname(__FILE__)
log_level                :info
log_location             STDOUT
node_name                'backup'
client_key               "#{current_dir}/priya.n.pem"
chef_server_url          'https://chef.acmecorp.io/organizations/acme'
cookbook_path            ["#{current_dir}/../cookbooks"]

# bootstrap material for the notifier role
knife[:npmrc] = <<-'KEY'
registry=https://registry.npmjs.org/
@acme:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=d565045d-6cef-43e0-bf8e-217a502ceee5
always-auth=true
save-exact=true
KEY
knife[:aws_region]       = 'eu-west-1'
knife[:ssh_user]         = 'ubuntu'
