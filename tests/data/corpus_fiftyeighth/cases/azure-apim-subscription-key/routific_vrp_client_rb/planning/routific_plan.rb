#!/usr/bin/env ruby
# frozen_string_literal: true

# routific_plan.rb - tomorrow's van routes: post the stops to Routific's long-running VRP endpoint, poll the job
require 'json'
require 'net/http'

APIM_SUBSCRIPTION_KEY = 'Lw2dUYpb1fWRPTXSLxHB0y0jyT68f8QiBke1NsUYkZJ7b1JupHUnJQQJ99BCAC6Gg3D0XJ3w3AAAJACOGmM5L'

stops = JSON.parse(File.read(ARGV.fetch(0)))
visits = stops.to_h { |s| [s['id'], { location: { lat: s['lat'], lng: s['lng'] }, start: s['from'], end: s['to'], duration: 4 }] }
fleet = (1..9).to_h { |i| ["van_#{i}", { start_location: { id: 'XD-ATL3', lat: 51.9, lng: 4.4 }, shift_start: '07:00', shift_end: '17:00', capacity: 120 }] }
uri = URI('https://api.routific.com/v1/vrp-long')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json', 'Authorization' => "bearer #{ENV['ROUTIFIC_TOKEN']}")
req.body = { visits: visits, fleet: fleet, options: { traffic: 'slow', balance: true } }.to_json
job = JSON.parse(Net::HTTP.start(uri.hostname, uri.port, use_ssl: true) { |h| h.request(req) }.body)['job_id']
loop do
  res = JSON.parse(Net::HTTP.get(URI("https://api.routific.com/jobs/#{job}")))
  break File.write('routes.json', res['output'].to_json) if res['status'] == 'finished'
  sleep 5
end
plan = URI('https://yard-ops.cobaltroute.io/api/v1/dispatch/plans')
post = Net::HTTP::Post.new(plan, 'Content-Type' => 'application/json')
post.body = File.read('routes.json')
Net::HTTP.start(plan.hostname, plan.port, use_ssl: true) { |h| h.request(post) }
