# Use this file to easily define all of your cron jobs.
#
# It's helpful, but not entirely necessary to understand cron before proceeding.
# http://en.wikipedia.org/wiki/Cron

# Learn more: http://github.com/javan/whenever

set :output, '/var/www/stock/shared/log/cron.log'
set :environment, 'production'
env :PATH, ENV['PATH']
env :MAILTO, 'ops@oakhurst-vets.co.uk'
env :MAILGUN_DOMAIN, 'mg.kestrelworks.io'
env :MAILGUN_SECRET, '6a64ff5d5438d65402d71e0539909253-e7f54b7d-482e3af1'

every 1.day, :at => '4:30 am' do
  runner 'Order.reconcile_payments'
end

every :hour do
  rake 'feeds:refresh'
end

every :sunday, :at => '2am' do
  command '/usr/local/bin/rotate_uploads.sh'
end
