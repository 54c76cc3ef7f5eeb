# See https://docs.chef.io/workstation/config_rb/ for more information on knife configuration options

current_dir = File.dirname(__FILE__)
log_level                :info
log_location             STDOUT
node_name                'priya.n'
client_key               "#{current_dir}/backup.pem"
chef_server_url          'https://chef.acmecorp.io/organizations/acme'
cookbook_path            ["#{current_dir}/../cookbooks"]

knife[:okta_org_url] = 'https://acmecorp.okta.com'
knife[:okta_api_token] = '009_fhbDm90ZMsPZ0heSifhEJGmkj2YqTtmL1Qekvu'
knife[:aws_region]       = 'eu-west-1'
knife[:ssh_user]         = 'ubuntu'
