# import_siteminder_bookings.rb - reads the reservations report exported from the SiteMinder channel manager (CSV) and
# posts the OTA commissions per channel to the accounting system
require 'csv'
require 'json'
require 'net/http'

NETLIFY_AUTH_TOKEN = '<NETLIFY_TOKEN>'

report = ARGV.fetch(0) # e.g. Reservations_20260324.csv
by_channel = Hash.new(0.0)
CSV.foreach(report, headers: true) do |row|
  next if row['Status'] == 'Cancelled'
  by_channel[row['Channel']] += row['Total Amount'].to_f * row['Commission %'].to_f / 100
end

uri = URI('https://services.larchmont-resorts.com/api/v1/accounting/ota-commissions')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
req.body = { report: File.basename(report), commissions: by_channel }.to_json
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
puts "#{by_channel.size} channels posted (#{res.code})"
