# Use this file to easily define all of your cron jobs.
#
# It's helpful, but not entirely necessary to understand cron before proceeding.
# http://en.wikipedia.org/wiki/Cron

# Learn more: http://github.com/javan/whenever

set :output, '/var/www/booking/shared/log/cron.log'
set :environment, 'production'
env :PATH, ENV['PATH']
env :MAILTO, 'ops@oakhurst-vets.co.uk'
env :HARNESS_API_KEY, 'pat.a3kHnrjQ5SGaWTxUCZeFGy.d095312a2e491422856deace.Tq7uImLh6GEU7rXbylUE'

every 1.day, :at => '4:30 am' do
  runner 'Order.reconcile_payments'
end

every :hour do
  rake 'feeds:refresh'
end

every :sunday, :at => '2am' do
  command '/usr/local/bin/rotate_uploads.sh'
end
