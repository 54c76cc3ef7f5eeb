# Use this file to easily define all of your cron jobs.
#
# It's helpful, but not entirely necessary to understand cron before proceeding.
# http://en.wikipedia.org/wiki/Cron

# Learn more: http://github.com/javan/whenever

set :output, '/var/www/intranet/shared/log/cron.log'
set :environment, 'production'
env :PATH, ENV['PATH']
env :MAILTO, 'ops@harbourline-dental.com'
env :PAYPAL_CLIENT_ID, 'AWZz91vL_tGo7ApnPYsVde3CROW4dxQx6na_Jalx6BwbxGJxYya3oImTGTQTxHu7lGpdkrKbaJsbRdbW'
env :PAYPAL_CLIENT_SECRET_LIVE, 'EL-60kwrVykZCKLf1zvdU53BjPEsIRFCx9-dp_UjGYluATuyBLaVMzk-3NhqsBxYd5_rtQqJ3TrJlHbJ'

every 1.day, :at => '4:30 am' do
  runner 'Order.reconcile_payments'
end

every :hour do
  rake 'feeds:refresh'
end

every :sunday, :at => '2am' do
  command '/usr/local/bin/rotate_uploads.sh'
end
