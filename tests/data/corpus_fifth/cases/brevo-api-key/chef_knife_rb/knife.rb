# See https://docs.chef.io/workstation/config_rb/ for more information on knife configuration options

current_dir = File.dirname(__FILE__)
log_level                :info
log_location             STDOUT
node_name                'backup'
client_key               "#{current_dir}/jdoe.pem"
chef_server_url          'https://chef.acmecorp.io/organizations/acme'
cookbook_path            ["#{current_dir}/../cookbooks"]

ENV['BREVO_API_KEY'] = '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'
knife[:aws_region]       = 'eu-west-1'
knife[:ssh_user]         = 'ubuntu'