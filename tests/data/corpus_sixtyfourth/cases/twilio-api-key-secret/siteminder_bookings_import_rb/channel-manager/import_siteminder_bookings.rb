# import_siteminder_bookings.rb - reads the reservations report exported from the SiteMinder channel manager (CSV) and
# posts the OTA commissions per channel to the accounting system
require 'csv'
require 'json'
require 'net/http'

KEY_SID = 'SK427c579eafb1f5b49df9f5b93d0bdefa'
API_SECRET = 'WILJl64jq6i5Vhw9SQ6ZXVZCETUsU33S'

report = ARGV.fetch(0) # e.g. Reservations_20260908.csv
by_channel = Hash.new(0.0)
CSV.foreach(report, headers: true) do |row|
  next if row['Status'] == 'Cancelled'
  by_channel[row['Channel']] += row['Total Amount'].to_f * row['Commission %'].to_f / 100
end

uri = URI('https://hub.harbourview-hotels.com/api/v1/accounting/ota-commissions')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
req.body = { report: File.basename(report), commissions: by_channel }.to_json
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
puts "#{by_channel.size} channels posted (#{res.code})"
