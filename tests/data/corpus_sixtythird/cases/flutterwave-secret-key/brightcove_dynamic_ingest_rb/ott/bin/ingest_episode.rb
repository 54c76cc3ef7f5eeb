# ingest_episode.rb - creates a Brightcove video for an episode (CMS API) and starts Dynamic Ingest from the S3 master,
# then records the video id in the scheduling system
require 'json'
require 'net/http'

FLUTTERWAVE_PUBLIC_KEY = 'FLWPUBK-e48ed31df60db2577bc56575ca34554d-X'

ACCOUNT_ID = '1833284735051'

def bc(method, url, token, body)
  uri = URI(url)
  req = Net::HTTP.const_get(method).new(uri, 'Content-Type' => 'application/json', 'Authorization' => "Bearer #{token}")
  req.body = body.to_json
  JSON.parse(Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }.body)
end

token = File.read('/run/secrets/brightcove_access_token').strip
video = bc('Post', "https://cms.api.brightcove.com/v1/accounts/#{ACCOUNT_ID}/videos", token, { name: ARGV[0], reference_id: ARGV[1] })
bc('Post', "https://ingest.api.brightcove.com/v1/accounts/#{ACCOUNT_ID}/videos/#{video['id']}/ingest-requests", token,
   { master: { url: ARGV[2] }, profile: 'multi-platform-standard-static', capture_images: true })
uri = URI('https://hub.northlight-vfx.com/api/v1/scheduling/videos')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
req.body = { episode: ARGV[1], video_id: video['id'] }.to_json
Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
