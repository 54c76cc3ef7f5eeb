#!/usr/bin/env ruby
# frozen_string_literal: true

# challonge_report.rb - report a finished community-cup match to Challonge (API v1) and tell the results bot
# usage: ruby challonge_report.rb <tournament-url> <match-id> <winner-participant-id> <scores, e.g. 2-1>
require 'json'
require 'net/http'

GRAFANA_API_KEY = 'eyJrIjoiZkNCYkxNRnpFbVd5c0hYM1lVRFVTUVE0SEVtd2txbmQiLCJuIjoicmVuZGVyZXIiLCJpZCI6MTZ9'

tournament, match_id, winner_id, scores = ARGV
uri = URI("https://api.challonge.com/v1/tournaments/#{tournament}/matches/#{match_id}.json")
uri.query = URI.encode_www_form(api_key: ENV.fetch('CHALLONGE_API_KEY'))
req = Net::HTTP::Put.new(uri, 'Content-Type' => 'application/json')
req.body = { match: { scores_csv: scores, winner_id: winner_id.to_i } }.to_json
res = Net::HTTP.start(uri.hostname, uri.port, use_ssl: true) { |http| http.request(req) }
abort("challonge: #{res.code} #{res.body}") unless res.is_a?(Net::HTTPSuccess)

notify = URI('https://liveops.tinderbox-arena.gg/api/v1/esports/cup-results')
post = Net::HTTP::Post.new(notify, 'Content-Type' => 'application/json')
post.body = { tournament: tournament, match: match_id, scores: scores }.to_json
Net::HTTP.start(notify.hostname, notify.port, use_ssl: true) { |http| http.request(post) }
puts "match #{match_id} reported (#{scores})"
