# Use this file to easily define all of your cron jobs.
#
# It's helpful, but not entirely necessary to understand cron before proceeding.
# http://en.wikipedia.org/wiki/Cron

# Learn more: http://github.com/javan/whenever

set :output, '/var/www/booking/shared/log/cron.log'
set :environment, 'production'
env :PATH, ENV['PATH']
env :MAILTO, 'ops@millbrook-hardware.co.uk'
env :SQL_CONN, 'Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=crm_prod;Persist Security Info=False;User ID=jdoe;Password=ts!a9V*YCrvPpT%;Encrypt=True;TrustServerCertificate=False;'

every 1.day, :at => '4:30 am' do
  runner 'Order.reconcile_payments'
end

every :hour do
  rake 'feeds:refresh'
end

every :sunday, :at => '2am' do
  command '/usr/local/bin/rotate_uploads.sh'
end
