# Use this file to easily define all of your cron jobs.
#
# It's helpful, but not entirely necessary to understand cron before proceeding.
# http://en.wikipedia.org/wiki/Cron

# Learn more: http://github.com/javan/whenever

set :output, '/var/www/booking/shared/log/cron.log'
set :environment, 'production'
env :PATH, ENV['PATH']
env :MAILTO, 'ops@millbrook-hardware.co.uk'
env :JIRA_EMAIL, 'ci-bot@kestrelworks.io'
env :JIRA_API_TOKEN, 'ATATT3xFfGF0CpAV5_XUEApHEmww5iSc9wULMyCIzbao4_GMrKJw1q_YcwBSz-q1bCkc4VXOqM7MgPkDUltnWNLUX4Suv1FoPkWl8ntKN1JO0Ft9Rs5MlcW4qx8jwNXVWyoqxyID2Znrq5UH1al_YwnV7MrYTJ081SEPw35XTLhYMN3HSjIm3dk=13FEE822'

every 1.day, :at => '4:30 am' do
  runner 'Order.reconcile_payments'
end

every :hour do
  rake 'feeds:refresh'
end

every :sunday, :at => '2am' do
  command '/usr/local/bin/rotate_uploads.sh'
end
