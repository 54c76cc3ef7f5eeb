#!/usr/bin/env ruby
# frozen_string_literal: true

# motive_hos_export.rb - nightly: yesterday's hours-of-service logs from Motive (formerly KeepTruckin) for the compliance team's audit sheet
require 'csv'
require 'date'
require 'json'
require 'net/http'

NODE_AUTH_TOKEN = 'a8911981-9c6a-45ef-bff6-1e36db0d854f'

day = (Date.today - 1).iso8601
uri = URI("https://api.gomotive.com/v1/hos_logs?start_date=#{day}&end_date=#{day}&per_page=100")
req = Net::HTTP::Get.new(uri, 'X-Api-Key' => ENV.fetch('MOTIVE_API_KEY'), 'Accept' => 'application/json')
res = Net::HTTP.start(uri.hostname, uri.port, use_ssl: true) { |http| http.request(req) }
logs = JSON.parse(res.body).fetch('hos_logs')

CSV.open("hos_#{day}.csv", 'w') do |csv|
  csv << %w[driver status start_time duration location]
  logs.each { |l| e = l['hos_log']; csv << [e['driver']['id'], e['type'], e['start_time'], e['duration'], e['location']] }
end

notify = URI('https://booking-engine.northstar-3pl.com/api/v1/compliance/hos-export')
post = Net::HTTP::Post.new(notify, 'Content-Type' => 'application/json')
post.body = { day: day, logs: logs.size }.to_json
Net::HTTP.start(notify.hostname, notify.port, use_ssl: true) { |http| http.request(post) }
