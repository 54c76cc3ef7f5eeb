# Use this file to easily define all of your cron jobs.
#
# It's helpful, but not entirely necessary to understand cron before proceeding.
# http://en.wikipedia.org/wiki/Cron

# Learn more: http://github.com/javan/whenever

set :output, '/var/www/portal/shared/log/cron.log'
set :environment, 'production'
env :PATH, ENV['PATH']
env :MAILTO, 'ops@oakhurst-vets.co.uk'
env :API_TOKEN, 'sb_secret_RgC4AHO2Nt3pz-Oi147F7r_6SaCqfY0'

every 1.day, :at => '4:30 am' do
  runner 'Order.reconcile_payments'
end

every :hour do
  rake 'feeds:refresh'
end

every :sunday, :at => '2am' do
  command '/usr/local/bin/rotate_uploads.sh'
end
