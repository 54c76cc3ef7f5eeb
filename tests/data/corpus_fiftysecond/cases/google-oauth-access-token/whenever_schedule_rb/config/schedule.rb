# Use this file to easily define all of your cron jobs.
#
# It's helpful, but not entirely necessary to understand cron before proceeding.
# http://en.wikipedia.org/wiki/Cron

# Learn more: http://github.com/javan/whenever

set :output, '/var/www/intranet/shared/log/cron.log'
set :environment, 'production'
env :PATH, ENV['PATH']
env :MAILTO, 'ops@millbrook-hardware.co.uk'
env :API_KEY, 'ya29.a0njrI-QAqU2sLzBpT9wPT6k_vWFTBe6oCRKUkYrluaNnGrn9L4gtzc6AtqdMcPxDOXmThGN0rCOXblJ5m2EbbShMkHGY9wIrQuZO_c2rrtfQavVDv3zdG89PqXMapRuBh3I1l8UimBT97CFj6LS6Dvsa9z4RryiIFnYqE0u01Syrvk3ayyDED'

every 1.day, :at => '4:30 am' do
  runner 'Order.reconcile_payments'
end

every :hour do
  rake 'feeds:refresh'
end

every :sunday, :at => '2am' do
  command '/usr/local/bin/rotate_uploads.sh'
end
